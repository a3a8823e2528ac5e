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
/// Timing events one work-group may record by default (`Options::trace_budget`, 64 MiB of
/// trace): a group that executes more wave-instructions is not replayed, and its dispatch's
/// `Stats::cycles` falls back to the per-wave model (`Stats::wave_cycles`).
pub const TRACE_BUDGET: u64 = 16 << 20;
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

/// An [`Event`] packed in 32 bits as traces hold it: bits 0-3 the kind, bit 4 the `op` flag,
/// bits 5-31 the argument (VALU cycles, dwords, `s_nop` turns, retired operations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packed(u32);

const K_VALU: u32 = 0;
const K_SCALAR: u32 = 1;
const K_VMEM: u32 = 2;
const K_LDS: u32 = 3;
const K_EXPORT: u32 = 4;
const K_INTERNAL: u32 = 5;
const K_NOP: u32 = 6;
const K_WAITCNT: u32 = 7;
const K_BARRIER: u32 = 8;
const K_END: u32 = 9;

impl From<Event> for Packed {
    #[inline]
    fn from(e: Event) -> Packed {
        let (kind, op, arg) = match e {
            Event::Valu(c) => (K_VALU, false, u32::from(c)),
            Event::Scalar { op } => (K_SCALAR, op, 0),
            Event::Vmem { dwords, op } => (K_VMEM, op, u32::from(dwords)),
            Event::Lds { dwords, op } => (K_LDS, op, u32::from(dwords)),
            Event::Export { op } => (K_EXPORT, op, 0),
            Event::Internal => (K_INTERNAL, false, 0),
            Event::Nop(n) => (K_NOP, false, u32::from(n)),
            Event::Waitcnt(n) => (K_WAITCNT, false, n.min(u32::MAX >> 5)),
            Event::Barrier => (K_BARRIER, false, 0),
            Event::End => (K_END, false, 0),
        };
        Packed(kind | u32::from(op) << 4 | arg << 5)
    }
}

impl Packed {
    /// The event.
    #[inline]
    pub fn event(self) -> Event {
        let (op, arg) = (self.0 & 16 != 0, self.0 >> 5);
        let small = arg.min(255) as u8;
        match self.0 & 15 {
            K_VALU => Event::Valu(small),
            K_SCALAR => Event::Scalar { op },
            K_VMEM => Event::Vmem { dwords: small, op },
            K_LDS => Event::Lds { dwords: small, op },
            K_EXPORT => Event::Export { op },
            K_INTERNAL => Event::Internal,
            K_NOP => Event::Nop(small),
            K_WAITCNT => Event::Waitcnt(arg),
            K_BARRIER => Event::Barrier,
            _ => Event::End,
        }
    }
    #[inline]
    fn is_valu(self) -> bool {
        self.0 & 15 == K_VALU
    }
}

/// The timing trace of one wave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// One event per executed instruction.
    pub events: Vec<Packed>,
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
    trace: Trace,
    /// Index of the next event in `trace.events`.
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
    done: bool,
    vgprs: u32,
    sgprs: u32,
}

impl Resident {
    /// The cycle from which it may issue (`u64::MAX` while it waits at a barrier).
    #[inline]
    fn earliest(&self) -> u64 {
        if self.at_barrier {
            u64::MAX
        } else {
            self.ready
        }
    }

    #[inline]
    fn pending(&self) -> Packed {
        self.trace
            .events
            .get(self.next)
            .copied()
            .unwrap_or(Packed(K_END))
    }
}

/// A work-group resident on the compute unit.
#[derive(Debug)]
struct Group {
    live: usize,
    arrived: usize,
    latest_arrival: u64,
    lds: u32,
}

/// The compute unit of the replay.
#[derive(Debug, Default)]
pub struct Cu {
    groups: Vec<Option<Group>>,
    free_groups: Vec<usize>,
    /// Resident waves of each SIMD, oldest first.
    simds: [Vec<Resident>; SIMDS],
    /// Per SIMD, parallel to `simds`: the cycle from which each wave may issue
    /// (`u64::MAX` at a barrier) and whether its pending event is a VALU instruction.
    earliest: [Vec<u64>; SIMDS],
    wants_valu: [Vec<bool>; SIMDS],
    vgprs_used: [u32; SIMDS],
    sgprs_used: [u32; SIMDS],
    lds_used: u32,
    valu_free: [u64; SIMDS],
    next_turn: [u64; SIMDS],
    /// The next cycle each SIMD can issue something (`u64::MAX`: nothing).
    next_issue: [u64; SIMDS],
    vmem_free: u64,
    lds_free: u64,
    /// Cycle at which the last resources were freed (admission time of a waiting group).
    freed_at: u64,
    /// Resources were freed since the last placement that failed.
    freed: bool,
    /// SIMD the next wave is placed on first.
    round_robin: usize,
    /// Cycle at which the last wave ended.
    end: u64,
    /// Cycles waves spent in `s_waitcnt` beyond its issue turn.
    stall: u64,
    resident: usize,
    /// Groups whose waves arrived at a barrier in the current turn.
    arrivals: Vec<usize>,
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
        let mut check = true;
        loop {
            if check || self.freed {
                self.freed = false;
                if let Some(simds) = self.placement(traces.len(), &res, false) {
                    self.install(traces, &res, &simds);
                    return Ok(());
                }
                if self.resident == 0 {
                    let simds = self.placement(traces.len(), &res, true).unwrap_or_default();
                    self.install(traces, &res, &simds);
                    return Ok(());
                }
                check = false;
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
        for (s, list) in self.simds.iter().enumerate() {
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

    fn install(&mut self, traces: Vec<Trace>, res: &Resources, simds: &[usize]) {
        let gi = self.free_groups.pop().unwrap_or(self.groups.len());
        let mut live = 0;
        for (trace, &simd) in traces.into_iter().zip(simds) {
            let valu = trace.events.first().is_some_and(|p| p.is_valu());
            self.earliest[simd].push(self.freed_at);
            self.wants_valu[simd].push(valu);
            self.simds[simd].push(Resident {
                group: gi,
                trace,
                next: 0,
                next_retired: 0,
                ready: self.freed_at,
                next_op: 1,
                outstanding: Vec::new(),
                last: [0; 3],
                at_barrier: false,
                done: false,
                vgprs: res.vgpr_alloc(),
                sgprs: res.sgpr_alloc(),
            });
            self.vgprs_used[simd] += res.vgpr_alloc();
            self.sgprs_used[simd] += res.sgpr_alloc();
            self.round_robin = (simd + 1) % SIMDS;
            self.resident += 1;
            live += 1;
        }
        if live == 0 {
            self.free_groups.push(gi);
            return;
        }
        self.lds_used += res.lds_alloc();
        let group = Some(Group {
            live,
            arrived: 0,
            latest_arrival: 0,
            lds: res.lds_alloc(),
        });
        match self.groups.get_mut(gi) {
            Some(slot) => *slot = group,
            None => self.groups.push(group),
        }
        self.refresh_all();
    }

    /// The next cycle at which SIMD `s` can issue something (`u64::MAX`: nothing to issue).
    fn candidate(&self, s: usize) -> u64 {
        let valu_free = self.valu_free[s];
        let best = self.earliest[s]
            .iter()
            .zip(&self.wants_valu[s])
            .map(|(&e, &v)| if v { e.max(valu_free) } else { e })
            .min()
            .unwrap_or(u64::MAX);
        if best == u64::MAX {
            best
        } else {
            turn_at_or_after(best.max(self.next_turn[s]), s)
        }
    }

    fn refresh_all(&mut self) {
        for s in 0..SIMDS {
            self.next_issue[s] = self.candidate(s);
        }
    }

    /// Runs the earliest issue turn; `false` when no wave can issue.
    fn advance(&mut self) -> bool {
        let mut s = 0;
        for k in 1..SIMDS {
            if self.next_issue[k] < self.next_issue[s] {
                s = k;
            }
        }
        let t = self.next_issue[s];
        if t == u64::MAX {
            return false;
        }
        self.next_turn[s] = t + TURN;
        if self.turn(s, t) {
            self.refresh_all();
        } else {
            self.next_issue[s] = self.candidate(s);
        }
        true
    }

    /// SIMD `s` issues at cycle `t`: at most one instruction per class, oldest wave first.
    /// Returns whether waves of other SIMDs may have changed (a barrier opened, a wave ended).
    fn turn(&mut self, s: usize, t: u64) -> bool {
        let mut used = 0u8;
        let mut ended = false;
        let Cu {
            simds,
            earliest,
            wants_valu,
            valu_free,
            vmem_free,
            lds_free,
            stall,
            arrivals,
            ..
        } = self;
        let (waves, earliest, wants_valu) = (&mut simds[s], &mut earliest[s], &mut wants_valu[s]);
        // The waves that may issue now, 64 at a time, as a bit mask (oldest first).
        let valu_blocked = valu_free[s] > t;
        let mut base = 0;
        while base < waves.len() {
            let end = (base + 64).min(waves.len());
            let mut mask = 0u64;
            let chunk = earliest.get(base..end).unwrap_or(&[]);
            for (k, (&e, &v)) in chunk
                .iter()
                .zip(wants_valu.get(base..end).unwrap_or(&[]))
                .enumerate()
            {
                mask |= u64::from(e <= t && !(v && valu_blocked)) << k;
            }
            while mask != 0 {
                let i = base + mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let (Some(w), Some(e), Some(v)) =
                    (waves.get_mut(i), earliest.get_mut(i), wants_valu.get_mut(i))
                else {
                    continue;
                };
                let ev = w.pending().event();
                let class = ev.class();
                if used & class != 0 {
                    continue;
                }
                used |= class;
                w.next += 1;
                w.ready = t + TURN;
                let mut op_complete = None;
                match ev {
                    Event::Valu(c) => {
                        valu_free[s] = t + u64::from(c);
                        w.ready = t + u64::from(c).max(TURN);
                    }
                    Event::Scalar { op } => {
                        if op {
                            op_complete = Some((t + TURN + SMEM_LATENCY, None));
                        }
                    }
                    Event::Vmem { dwords, op } => {
                        let start = t.max(*vmem_free);
                        *vmem_free = start + 64 * 4 * u64::from(dwords) / VMEM_BYTES_PER_CYCLE;
                        if op {
                            op_complete = Some((*vmem_free + VMEM_LATENCY, Some(0)));
                        }
                    }
                    Event::Lds { dwords, op } => {
                        let start = t.max(*lds_free);
                        let busy = (64 * 4 * u64::from(dwords) / LDS_BYTES_PER_CYCLE).max(TURN);
                        *lds_free = start + busy;
                        if op {
                            op_complete = Some((*lds_free + LDS_LATENCY, Some(1)));
                        }
                    }
                    Event::Export { op } => {
                        if op {
                            op_complete = Some((t + TURN + EXPORT_LATENCY, Some(2)));
                        }
                    }
                    Event::Internal => {}
                    Event::Nop(n) => w.ready = t + TURN * u64::from(n.max(1)),
                    Event::Waitcnt(n) => {
                        let from = w.next_retired;
                        let to = (from + n as usize).min(w.trace.retired.len());
                        w.next_retired = to;
                        let mut until = 0;
                        for id in w.trace.retired.get(from..to).unwrap_or(&[]) {
                            if let Some(k) = w.outstanding.iter().position(|o| o.0 == *id) {
                                until = until.max(w.outstanding.swap_remove(k).1);
                            }
                        }
                        if until > t + TURN {
                            *stall += until - (t + TURN);
                            w.ready = until;
                        }
                    }
                    Event::Barrier => {
                        w.at_barrier = true;
                        arrivals.push(w.group);
                    }
                    Event::End => {
                        w.done = true;
                        ended = true;
                    }
                }
                if let Some((complete, class)) = op_complete {
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
                *e = w.earliest();
                *v = w.pending().is_valu();
            }
            base = end;
        }
        let mut others = false;
        let mut arrived = std::mem::take(&mut self.arrivals);
        for &g in &arrived {
            if let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) {
                group.arrived += 1;
                group.latest_arrival = group.latest_arrival.max(t + TURN);
            }
            others |= self.release_barrier(g);
        }
        arrived.clear();
        self.arrivals = arrived;
        if ended {
            let at = t + TURN;
            let mut gone = Vec::new();
            let mut keep = Vec::with_capacity(self.simds[s].len());
            self.simds[s].retain_mut(|w| {
                if w.done {
                    gone.push((w.group, w.vgprs, w.sgprs));
                }
                keep.push(!w.done);
                !w.done
            });
            let mut k = keep.iter();
            self.earliest[s].retain(|_| k.next().copied().unwrap_or(true));
            let mut k = keep.iter();
            self.wants_valu[s].retain(|_| k.next().copied().unwrap_or(true));
            for (g, vgprs, sgprs) in gone {
                self.vgprs_used[s] -= vgprs;
                self.sgprs_used[s] -= sgprs;
                self.resident -= 1;
                self.end = self.end.max(at);
                self.freed_at = at;
                self.freed = true;
                others |= self.end_of_wave_in(g);
            }
        }
        others
    }

    /// One wave of group `g` ended: the group's LDS is free when it was the last; otherwise a
    /// barrier the others wait at may now open (returns whether one did).
    fn end_of_wave_in(&mut self, g: usize) -> bool {
        let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return false;
        };
        group.live -= 1;
        if group.live == 0 {
            self.lds_used -= group.lds;
            if let Some(slot) = self.groups.get_mut(g) {
                *slot = None;
            }
            self.free_groups.push(g);
            false
        } else {
            self.release_barrier(g)
        }
    }

    /// Opens group `g`'s barrier once every live wave has arrived: they continue at the latest
    /// arrival. Returns whether it opened.
    fn release_barrier(&mut self, g: usize) -> bool {
        let Some(group) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return false;
        };
        if group.arrived == 0 || group.arrived < group.live {
            return false;
        }
        let at = group.latest_arrival;
        group.arrived = 0;
        group.latest_arrival = 0;
        for (waves, earliest) in self.simds.iter_mut().zip(self.earliest.iter_mut()) {
            for (w, e) in waves.iter_mut().zip(earliest.iter_mut()) {
                if w.group == g && w.at_barrier {
                    w.at_barrier = false;
                    w.ready = w.ready.max(at);
                    *e = w.ready;
                }
            }
        }
        true
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
            events: events.iter().map(|&e| Packed::from(e)).collect(),
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
