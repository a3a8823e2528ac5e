//! The occupancy-aware cycle model behind `Stats::cycles` (`docs/vega-sim.md`, "Cycle model").
//!
//! The functional machine runs the work-groups one after another and records, per wave, a
//! compact [`Trace`]: one [`Event`] per executed instruction (its issue class, whether it
//! issued a memory operation, the operations each `s_waitcnt` proved complete). A [`Cu`] then
//! replays the traces on one compute unit with four SIMDs: work-groups are admitted in
//! dispatch order while wave slots, VGPRs, SGPRs and LDS allow; each SIMD has an issue turn
//! every fourth cycle in which it issues at most one instruction per class (VALU, scalar,
//! vector memory, LDS, export) from different ready waves, oldest first; a VALU instruction
//! keeps the SIMD's vector unit for its 4 (full rate), 8 or 16 (quarter rate) cycles; vector
//! memory and LDS operations pass through a per-CU pipeline at their data width and return a
//! fixed latency later. Latency of one wave is thereby hidden by the other waves of its SIMD.
//! The replay streams: a group's traces are consumed when it is admitted, so only the
//! resident groups' traces are held.

use super::stats::{LDS_LATENCY, SMEM_LATENCY, VMEM_LATENCY};

/// SIMDs of the compute unit.
pub const SIMDS: usize = 4;
/// Cycles between two issue turns of a SIMD (the four SIMDs take one cycle each in turn).
pub const TURN: u64 = 4;
/// Wave slots per SIMD.
pub const WAVES_PER_SIMD: u32 = 10;
/// VGPRs per lane of one SIMD's register file.
pub const VGPRS_PER_SIMD: u32 = 256;
/// VGPRs are allocated in groups of four (manual "VGPR Allocation and Alignment").
pub const VGPR_GRANULE: u32 = 4;
/// SGPRs of one SIMD (gfx8/gfx9; LLVM `AMDGPU::IsaInfo::getTotalNumSGPRs`).
pub const SGPRS_PER_SIMD: u32 = 800;
/// SGPRs are allocated in units of 16 (manual "SGPR Allocation and storage").
pub const SGPR_GRANULE: u32 = 16;
/// LDS bytes of the compute unit (manual "Local Data Share").
pub const LDS_PER_CU: u32 = 65536;
/// LDS is allocated in blocks of 128 dwords (manual "LDS Allocation and Clamping").
pub const LDS_GRANULE: u32 = 512;
/// Bytes per cycle of the vector-memory path (L1) of a compute unit.
pub const VMEM_BYTES_PER_CYCLE: u64 = 64;
/// Bytes per cycle of the LDS (32 banks of 4 bytes).
pub const LDS_BYTES_PER_CYCLE: u64 = 128;
/// Cycles until an export has read its VGPRs (the EXP_CNT latency).
pub const EXPORT_LATENCY: u64 = 16;

/// What one executed instruction asks of the machine's timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A VALU instruction keeping the SIMD's vector unit this many cycles.
    Valu(u8),
    /// A scalar-unit instruction (SALU, SMEM); `op`: it issued a scalar memory read.
    Scalar {
        /// A memory operation was issued.
        op: bool,
    },
    /// A vector memory instruction moving `dwords` dwords per lane.
    Vmem {
        /// Data dwords per lane.
        dwords: u8,
        /// A memory operation was issued.
        op: bool,
    },
    /// An LDS instruction moving `dwords` dwords per lane.
    Lds {
        /// Data dwords per lane.
        dwords: u8,
        /// A memory operation was issued.
        op: bool,
    },
    /// An export (or another instruction that issued an operation counted on EXP_CNT).
    Export {
        /// A memory operation was issued.
        op: bool,
    },
    /// Branches, `s_endpgm`-less control and other instructions handled by the sequencer:
    /// one issue turn of the wave, no execution unit.
    Internal,
    /// `s_nop`: this many issue turns.
    Nop(u8),
    /// `s_waitcnt` proving the next this-many operations of [`Trace::retired`] complete.
    Waitcnt(u32),
    /// `s_barrier`.
    Barrier,
    /// `s_endpgm`.
    End,
}

impl Event {
    /// The issue-slot class of the event (0: none).
    fn class(self) -> u8 {
        match self {
            Event::Valu(_) => 1,
            Event::Scalar { .. } => 2,
            Event::Vmem { .. } => 4,
            Event::Lds { .. } => 8,
            Event::Export { .. } => 16,
            _ => 0,
        }
    }
    /// The same event with its `op` flag set.
    pub fn with_op(self, issued: bool) -> Event {
        match self {
            Event::Scalar { .. } => Event::Scalar { op: issued },
            Event::Vmem { dwords, .. } => Event::Vmem { dwords, op: issued },
            Event::Lds { dwords, .. } => Event::Lds { dwords, op: issued },
            Event::Export { .. } => Event::Export { op: issued },
            // An operation issued by an instruction of another class (none today) is timed
            // like an export.
            _ if issued => Event::Export { op: true },
            other => other,
        }
    }
}

/// The timing trace of one wave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// One event per executed instruction.
    pub events: Vec<Event>,
    /// Ids (from 1, in issue order within the wave) of the memory operations each
    /// `s_waitcnt` proved complete, concatenated.
    pub retired: Vec<u32>,
}

/// The registers and LDS a work-group's waves allocate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resources {
    /// VGPRs per wave (before rounding to [`VGPR_GRANULE`]).
    pub vgprs: u32,
    /// SGPRs per wave, VCC and the other extra SGPRs included (before rounding).
    pub sgprs: u32,
    /// LDS bytes per work-group (before rounding).
    pub lds_bytes: u32,
}

impl Resources {
    fn vgpr_alloc(&self) -> u32 {
        self.vgprs.max(1).div_ceil(VGPR_GRANULE) * VGPR_GRANULE
    }
    fn sgpr_alloc(&self) -> u32 {
        self.sgprs.max(1).div_ceil(SGPR_GRANULE) * SGPR_GRANULE
    }
    fn lds_alloc(&self) -> u32 {
        self.lds_bytes.div_ceil(LDS_GRANULE) * LDS_GRANULE
    }
    /// Waves of this kernel one SIMD can hold (the register limit of occupancy).
    pub fn waves_per_simd(&self) -> u32 {
        WAVES_PER_SIMD
            .min(VGPRS_PER_SIMD / self.vgpr_alloc())
            .min(SGPRS_PER_SIMD / self.sgpr_alloc())
            .max(1)
    }
}

/// A wave resident on the compute unit.
#[derive(Debug)]
struct Resident {
    group: usize,
    simd: usize,
    trace: Trace,
    next: usize,
    next_retired: usize,
    /// Earliest cycle of its next issue.
    ready: u64,
    next_op: u32,
    /// Memory operations in flight: (id, completion cycle).
    outstanding: Vec<(u32, u64)>,
    /// Completion of the last vector-memory, LDS and export operation (each class returns
    /// in order).
    last: [u64; 3],
    at_barrier: bool,
    vgprs: u32,
    sgprs: u32,
}

/// A work-group resident on the compute unit.
#[derive(Debug)]
struct Group {
    waves: Vec<usize>,
    live: usize,
    arrived: usize,
    latest_arrival: u64,
    lds: u32,
}

/// The compute unit of the replay.
#[derive(Debug, Default)]
pub struct Cu {
    waves: Vec<Option<Resident>>,
    groups: Vec<Option<Group>>,
    /// Resident waves of each SIMD, oldest first.
    simd_waves: [Vec<usize>; SIMDS],
    vgprs_used: [u32; SIMDS],
    sgprs_used: [u32; SIMDS],
    lds_used: u32,
    valu_free: [u64; SIMDS],
    next_turn: [u64; SIMDS],
    vmem_free: u64,
    lds_free: u64,
    /// Cycle at which the last resources were freed (admission time of a waiting group).
    freed_at: u64,
    /// SIMD the next wave is placed on first.
    round_robin: usize,
    /// Cycle at which the last wave ended.
    end: u64,
    /// Cycles waves spent in `s_waitcnt` beyond its issue turn.
    stall: u64,
    resident: usize,
    /// Free indexes of `waves` and `groups`.
    free_waves: Vec<usize>,
    free_groups: Vec<usize>,
    /// Scratch list of the waves a turn ended.
    ended: Vec<usize>,
}

/// The first issue turn of SIMD `simd` at or after cycle `at`.
fn turn_at_or_after(at: u64, simd: usize) -> u64 {
    let s = simd as u64;
    at + (s + TURN - at % TURN) % TURN
}

impl Cu {
    /// An idle compute unit at cycle 0.
    pub fn new() -> Cu {
        Cu::default()
    }

    /// Admits a work-group (its waves' traces in wave order) as soon as the resources allow,
    /// running the resident waves until then. A group that does not fit even on an idle
    /// compute unit is admitted alone anyway (its SIMDs over-subscribed).
    pub fn admit(&mut self, traces: Vec<Trace>, res: Resources) -> Result<(), String> {
        loop {
            if let Some(simds) = self.placement(traces.len(), &res, false) {
                self.install(traces, &res, simds);
                return Ok(());
            }
            if self.resident == 0 {
                let simds = self.placement(traces.len(), &res, true).unwrap_or_default();
                self.install(traces, &res, simds);
                return Ok(());
            }
            if !self.advance() {
                return Err("the timing replay made no progress".into());
            }
        }
    }

    /// Runs every resident wave to its end; returns (cycles, waitcnt stall cycles).
    pub fn finish(&mut self) -> Result<(u64, u64), String> {
        while self.resident > 0 {
            if !self.advance() {
                return Err("the timing replay made no progress".into());
            }
        }
        Ok((self.end, self.stall))
    }

    /// SIMDs for the waves of a group (round robin from [`Cu::round_robin`], each wave on the
    /// first SIMD with a free slot, VGPRs and SGPRs), or `None` when it does not fit now.
    fn placement(&self, waves: usize, res: &Resources, force: bool) -> Option<Vec<usize>> {
        if !force && self.lds_used + res.lds_alloc() > LDS_PER_CU {
            return None;
        }
        let mut slots: [u32; SIMDS] = [0; SIMDS];
        for (s, list) in self.simd_waves.iter().enumerate() {
            slots[s] = list.len() as u32;
        }
        let (mut vg, mut sg) = (self.vgprs_used, self.sgprs_used);
        let mut rr = self.round_robin;
        let mut out = Vec::with_capacity(waves);
        for _ in 0..waves {
            let s = (0..SIMDS).map(|k| (rr + k) % SIMDS).find(|&s| {
                force
                    || (slots[s] < WAVES_PER_SIMD
                        && vg[s] + res.vgpr_alloc() <= VGPRS_PER_SIMD
                        && sg[s] + res.sgpr_alloc() <= SGPRS_PER_SIMD)
            })?;
            slots[s] += 1;
            vg[s] += res.vgpr_alloc();
            sg[s] += res.sgpr_alloc();
            rr = (s + 1) % SIMDS;
            out.push(s);
        }
        Some(out)
    }

    fn install(&mut self, traces: Vec<Trace>, res: &Resources, simds: Vec<usize>) {
        let gi = self.free_groups.pop().unwrap_or(self.groups.len());
        let mut members = Vec::with_capacity(traces.len());
        for (trace, simd) in traces.into_iter().zip(simds) {
            let wi = self.free_waves.pop().unwrap_or(self.waves.len());
            let resident = Some(Resident {
                group: gi,
                simd,
                trace,
                next: 0,
                next_retired: 0,
                ready: self.freed_at,
                next_op: 1,
                outstanding: Vec::new(),
                last: [0; 3],
                at_barrier: false,
                vgprs: res.vgpr_alloc(),
                sgprs: res.sgpr_alloc(),
            });
            match self.waves.get_mut(wi) {
                Some(slot) => *slot = resident,
                None => self.waves.push(resident),
            }
            self.simd_waves[simd].push(wi);
            self.vgprs_used[simd] += res.vgpr_alloc();
            self.sgprs_used[simd] += res.sgpr_alloc();
            self.round_robin = (simd + 1) % SIMDS;
            self.resident += 1;
            members.push(wi);
        }
        self.lds_used += res.lds_alloc();
        let live = members.len();
        if live == 0 {
            self.lds_used -= res.lds_alloc();
            self.free_groups.push(gi);
            return;
        }
        let group = Some(Group {
            waves: members,
            live,
            arrived: 0,
            latest_arrival: 0,
            lds: res.lds_alloc(),
        });
        match self.groups.get_mut(gi) {
            Some(slot) => *slot = group,
            None => self.groups.push(group),
        }
    }

    /// The next cycle at which SIMD `s` can issue something (`u64::MAX`: nothing to issue).
    fn candidate(&self, s: usize) -> u64 {
        let mut best = u64::MAX;
        for &wi in &self.simd_waves[s] {
            let Some(w) = self.waves.get(wi).and_then(Option::as_ref) else {
                continue;
            };
            if w.at_barrier {
                continue;
            }
            let mut at = w.ready.max(self.next_turn[s]);
            if let Some(Event::Valu(_)) = w.trace.events.get(w.next) {
                at = at.max(self.valu_free[s]);
            }
            best = best.min(turn_at_or_after(at, s));
        }
        best
    }

    /// Runs the earliest issue turn; `false` when no wave can issue.
    fn advance(&mut self) -> bool {
        let (s, t) = (0..SIMDS)
            .map(|s| (s, self.candidate(s)))
            .min_by_key(|&(_, t)| t)
            .unwrap_or((0, u64::MAX));
        if t == u64::MAX {
            return false;
        }
        self.turn(s, t);
        self.next_turn[s] = t + TURN;
        true
    }

    /// SIMD `s` issues at cycle `t`: at most one instruction per class, oldest wave first.
    fn turn(&mut self, s: usize, t: u64) {
        let mut used = 0u8;
        let mut ended = std::mem::take(&mut self.ended);
        ended.clear();
        for i in 0..self.simd_waves[s].len() {
            let wi = self.simd_waves[s][i];
            let Some(w) = self.waves.get_mut(wi).and_then(Option::as_mut) else {
                continue;
            };
            if w.at_barrier || w.ready > t {
                continue;
            }
            let ev = w.trace.events.get(w.next).copied().unwrap_or(Event::End);
            let class = ev.class();
            if used & class != 0 {
                continue;
            }
            if matches!(ev, Event::Valu(_)) && self.valu_free[s] > t {
                continue;
            }
            used |= class;
            w.next += 1;
            w.ready = t + TURN;
            let mut op_latency = None;
            let mut barrier = None;
            match ev {
                Event::Valu(c) => {
                    self.valu_free[s] = t + u64::from(c);
                    w.ready = t + u64::from(c).max(TURN);
                }
                Event::Scalar { op } => {
                    if op {
                        op_latency = Some((t + TURN + SMEM_LATENCY, None));
                    }
                }
                Event::Vmem { dwords, op } => {
                    let start = t.max(self.vmem_free);
                    self.vmem_free = start + 64 * 4 * u64::from(dwords) / VMEM_BYTES_PER_CYCLE;
                    if op {
                        op_latency = Some((self.vmem_free + VMEM_LATENCY, Some(0)));
                    }
                }
                Event::Lds { dwords, op } => {
                    let start = t.max(self.lds_free);
                    let busy = (64 * 4 * u64::from(dwords) / LDS_BYTES_PER_CYCLE).max(TURN);
                    self.lds_free = start + busy;
                    if op {
                        op_latency = Some((self.lds_free + LDS_LATENCY, Some(1)));
                    }
                }
                Event::Export { op } => {
                    if op {
                        op_latency = Some((t + TURN + EXPORT_LATENCY, Some(2)));
                    }
                }
                Event::Internal => {}
                Event::Nop(n) => w.ready = t + TURN * u64::from(n.max(1)),
                Event::Waitcnt(n) => {
                    let from = w.next_retired;
                    let to = (from + n as usize).min(w.trace.retired.len());
                    w.next_retired = to;
                    let mut until = 0;
                    for id in &w.trace.retired[from..to] {
                        if let Some(k) = w.outstanding.iter().position(|o| o.0 == *id) {
                            until = until.max(w.outstanding.swap_remove(k).1);
                        }
                    }
                    if until > t + TURN {
                        self.stall += until - (t + TURN);
                        w.ready = until;
                    }
                }
                Event::Barrier => {
                    w.at_barrier = true;
                    barrier = Some(w.group);
                }
                Event::End => ended.push(i),
            }
            if let Some((complete, class)) = op_latency {
                if let Some(w) = self.waves.get_mut(wi).and_then(Option::as_mut) {
                    let complete = match class {
                        Some(k) => {
                            let c = complete.max(w.last[k]);
                            w.last[k] = c;
                            c
                        }
                        None => complete,
                    };
                    w.outstanding.push((w.next_op, complete));
                    w.next_op += 1;
                }
            }
            if let Some(g) = barrier {
                if let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) {
                    group.arrived += 1;
                    group.latest_arrival = group.latest_arrival.max(t + TURN);
                }
                self.release_barrier(g);
            }
        }
        for &i in ended.iter().rev() {
            let wi = self.simd_waves[s].remove(i);
            self.end_wave(wi, t + TURN);
        }
        self.ended = ended;
    }

    /// A wave has ended at cycle `at`: its slot and registers are free, its group's LDS when
    /// it was the group's last wave; a barrier its group's other waves wait at may now open.
    fn end_wave(&mut self, wi: usize, at: u64) {
        let Some(w) = self.waves.get_mut(wi).and_then(Option::take) else {
            return;
        };
        self.free_waves.push(wi);
        self.vgprs_used[w.simd] -= w.vgprs;
        self.sgprs_used[w.simd] -= w.sgprs;
        self.resident -= 1;
        self.end = self.end.max(at);
        self.freed_at = at;
        let g = w.group;
        let mut group_done = false;
        if let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) {
            group.live -= 1;
            group_done = group.live == 0;
        }
        if group_done {
            if let Some(group) = self.groups.get_mut(g).and_then(Option::take) {
                self.lds_used -= group.lds;
                self.free_groups.push(g);
            }
        } else {
            self.release_barrier(g);
        }
    }

    /// Opens group `g`'s barrier once every live wave has arrived: they continue at the latest
    /// arrival.
    fn release_barrier(&mut self, g: usize) {
        let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return;
        };
        if group.arrived == 0 || group.arrived < group.live {
            return;
        }
        let at = group.latest_arrival;
        group.arrived = 0;
        group.latest_arrival = 0;
        for &wi in &group.waves {
            if let Some(w) = self.waves.get_mut(wi).and_then(Option::as_mut) {
                if w.at_barrier {
                    w.at_barrier = false;
                    w.ready = w.ready.max(at);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! Schedules computed by hand from the rules of `docs/vega-sim.md`, "Cycle model": SIMD s
    //! issues at cycles t ≡ s (mod 4), each wave at most once per turn, at most one VALU /
    //! scalar / vector-memory / LDS / export instruction per turn, oldest wave first; a
    //! one-dword vector-memory access holds the CU's path 4 cycles and returns 300 later.
    use super::*;

    fn trace(events: &[Event], retired: &[u32]) -> Trace {
        Trace {
            events: events.to_vec(),
            retired: retired.to_vec(),
        }
    }

    const SMALL: Resources = Resources {
        vgprs: 24,
        sgprs: 16,
        lds_bytes: 0,
    };

    /// Load one dword, wait for it, end.
    fn load_wait_end() -> Trace {
        trace(
            &[
                Event::Vmem {
                    dwords: 1,
                    op: true,
                },
                Event::Waitcnt(1),
                Event::End,
            ],
            &[1],
        )
    }

    fn run(groups: Vec<Vec<Trace>>, res: Resources) -> (u64, u64) {
        let mut cu = Cu::new();
        for g in groups {
            cu.admit(g, res).expect("admitted");
        }
        cu.finish().expect("finishes")
    }

    #[test]
    fn one_wave_takes_a_turn_per_instruction_and_sixteen_cycles_per_quarter_rate_op() {
        // SIMD 0: scalar at 0 and 4, VALU at 8 (free at 12), quarter-rate VALU at 12 (the wave
        // goes on at 28), branch at 28, s_endpgm at 32: the wave ends at 36.
        let t = trace(
            &[
                Event::Scalar { op: false },
                Event::Scalar { op: false },
                Event::Valu(4),
                Event::Valu(16),
                Event::Internal,
                Event::End,
            ],
            &[],
        );
        assert_eq!(run(vec![vec![t]], SMALL), (36, 0));
    }

    #[test]
    fn five_waves_overlap_their_loads() {
        // Waves 0-3 on SIMDs 0-3, wave 4 on SIMD 0 (round robin). Loads: w0 at 0 (path 0-4,
        // back at 304), w1 at 1 (path 4-8, 308), w2 at 2 (8-12, 312), w3 at 3 (12-16, 316); at
        // 4 SIMD 0 issues w0's waitcnt and w4's load (path 16-20, 320). Waitcnts at 4..8 stall
        // to 304, 308, 312, 316, 320 (beyond 8, 9, 10, 11, 12: 296+299+302+305+308 = 1510).
        // Then VALU and s_endpgm: w0 304/308 -> 312, w1 309/313 -> 317, w2 314/318 -> 322,
        // w3 319/323 -> 327, w4 320/324 -> 328.
        let wave = || {
            trace(
                &[
                    Event::Vmem {
                        dwords: 1,
                        op: true,
                    },
                    Event::Waitcnt(1),
                    Event::Valu(4),
                    Event::End,
                ],
                &[1],
            )
        };
        assert_eq!(
            run(vec![(0..5).map(|_| wave()).collect()], SMALL),
            (328, 1510)
        );
    }

    #[test]
    fn vgpr_occupancy_limits_the_waves_that_hide_latency() {
        // Eight one-wave groups, each: load, wait, end. With 24 VGPRs all eight are resident
        // (two per SIMD): loads leave at 0..3 and 4..7 through the 4-cycle path (back at 304,
        // 308, ..., 332), the waves end at 308, 313, 318, 323 (first four) and 324, 329, 334,
        // 339.
        let groups = || (0..8).map(|_| vec![load_wait_end()]).collect::<Vec<_>>();
        assert_eq!(run(groups(), SMALL).0, 339);
        // With 256 VGPRs one wave fits a SIMD: groups 4-7 wait for 0-3 to end (308, 313, 318,
        // 323), each load then leaves at its first turn (308, 313, 318, 323: back at 612, 617,
        // 622, 627) and the waves end at 616, 621, 626, 631.
        let big = Resources {
            vgprs: 256,
            ..SMALL
        };
        assert_eq!(big.waves_per_simd(), 1);
        assert_eq!(run(groups(), big).0, 631);
    }

    #[test]
    fn a_simd_issues_one_valu_and_one_scalar_instruction_per_turn() {
        // Waves 0 and 4 share SIMD 0; waves 1-3 only end (at 5, 6, 7 -> 9, 10, 11).
        let others = || trace(&[Event::End], &[]);
        let valus = || trace(&[Event::Valu(4), Event::Valu(4), Event::End], &[]);
        let scalars = || {
            trace(
                &[
                    Event::Scalar { op: false },
                    Event::Scalar { op: false },
                    Event::End,
                ],
                &[],
            )
        };
        // w0's VALU and w4's scalar instructions issue together at 0 and 4; both end at 8 -> 12.
        let g = vec![valus(), others(), others(), others(), scalars()];
        assert_eq!(run(vec![g], SMALL).0, 12);
        // Two VALU streams take turns on the vector unit: w0 at 0 and 4, w4 at 8 and 12, w4
        // ends at 16 -> 20.
        let g = vec![valus(), others(), others(), others(), valus()];
        assert_eq!(run(vec![g], SMALL).0, 20);
    }

    #[test]
    fn a_barrier_releases_at_the_latest_arrival_and_counts_only_live_waves() {
        // w0 (SIMD 0) runs a quarter-rate VALU 0-16 and arrives at 16 (+4 = 20); w1 (SIMD 1)
        // arrived at 1. Both continue at 20: VALU at 20 / 21, s_endpgm at 24 / 25 -> 29.
        let w0 = trace(
            &[Event::Valu(16), Event::Barrier, Event::Valu(4), Event::End],
            &[],
        );
        let w1 = trace(&[Event::Barrier, Event::Valu(4), Event::End], &[]);
        assert_eq!(run(vec![vec![w0, w1]], SMALL).0, 29);
        // A wave that ended does not hold the barrier (manual L1048-1049): w0 ends at 0 -> 4,
        // w1 arrives at 1 and goes on at 5: VALU at 5, s_endpgm at 9 -> 13.
        let w0 = trace(&[Event::End], &[]);
        let w1 = trace(&[Event::Barrier, Event::Valu(4), Event::End], &[]);
        assert_eq!(run(vec![vec![w0, w1]], SMALL).0, 13);
    }

    #[test]
    fn lds_and_wide_loads_hold_their_paths_by_width() {
        // A dwordx4 load holds the vector-memory path 64 x 16 bytes / 64 = 16 cycles: issued at
        // 0, back at 316; waitcnt at 4 stalls to 316 (308 beyond 8); s_endpgm 316 -> 320.
        let x4 = trace(
            &[
                Event::Vmem {
                    dwords: 4,
                    op: true,
                },
                Event::Waitcnt(1),
                Event::End,
            ],
            &[1],
        );
        assert_eq!(run(vec![vec![x4]], SMALL), (320, 308));
        // ds_read2 (2 dwords): 64 x 8 bytes / 128 = 4 cycles, back 64 later: 0 -> 68; a
        // ds_read_b128 (4 dwords) 8 cycles: 0 -> 72.
        let lds = |dwords| {
            trace(
                &[
                    Event::Lds { dwords, op: true },
                    Event::Waitcnt(1),
                    Event::End,
                ],
                &[1],
            )
        };
        assert_eq!(run(vec![vec![lds(2)]], SMALL).0, 72);
        assert_eq!(run(vec![vec![lds(4)]], SMALL).0, 76);
    }

    #[test]
    fn occupancy_follows_the_granules() {
        let r = |vgprs, sgprs| Resources {
            vgprs,
            sgprs,
            lds_bytes: 0,
        };
        // 256 / 24 = 10 (10 waves at most); 25 VGPRs allocate 28: 9; 65 allocate 68: 3.
        assert_eq!(r(24, 16).waves_per_simd(), 10);
        assert_eq!(r(25, 16).waves_per_simd(), 9);
        assert_eq!(r(65, 16).waves_per_simd(), 3);
        // 81 SGPRs allocate 96: 800 / 96 = 8; 102 + VCC allocate 112: 7.
        assert_eq!(r(4, 81).waves_per_simd(), 8);
        assert_eq!(r(4, 104).waves_per_simd(), 7);
    }
}
