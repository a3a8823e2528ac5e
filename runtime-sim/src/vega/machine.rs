//! The wave64 machine: register state of a wave, execution of one pre-decoded instruction, and
//! the interleaved execution of the waves of a work-group (barriers, LDS).

use gcn_isa::syntax::waitcnt_fields;
use gcn_isa::table::{Field, Flags};

use super::lane_valu::valu;
use super::lds::ds;
use super::program::{Decoded, Program, RegUse, Src, EXEC, VCC};
use super::semantics::{Cond, Sem};
use super::stats::Stats;
use super::timing::{Event, Trace};
use super::track::{Class, Hazards, Tracker};
use super::vmem::{smem, vmem, Traffic};
use super::{Options, VegaError};
use crate::memory::DeviceMemory;

/// Lanes per wave.
pub const LANES: usize = 64;
/// VGPRs per wave.
pub const NUM_VGPRS: usize = 256;

/// Hardware register ids of `s_getreg`/`s_setreg` (manual, S_GETREG_B32).
const HW_REG_MODE: u32 = 1;
const HW_REG_TRAPSTS: u32 = 3;
/// MODE.vskip (bit 28): vector instructions are skipped while set (not modelled).
const MODE_VSKIP: u32 = 1 << 28;

/// Where a wave is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Executing.
    Running,
    /// Waiting at `s_barrier`.
    Barrier,
    /// Ended (`s_endpgm`).
    Done,
}

/// The architectural state of one wave.
#[derive(Clone, Debug)]
pub struct Wave {
    /// Scalar register file by source code (SGPRs, VCC, TTMPs, M0, EXEC...).
    pub s: [u32; 128],
    /// Vector registers.
    pub v: Vec<[u32; LANES]>,
    /// SCC.
    pub scc: bool,
    /// Byte offset of the next instruction in the code.
    pub pc: u64,
    /// MODE register (float round and denormal modes, DX10 clamp, IEEE).
    pub mode: u32,
    /// TRAPSTS hardware register (only stored: no trap handler runs).
    pub trapsts: u32,
    /// Status.
    pub status: Status,
    /// Simulated clock.
    pub cycle: u64,
    /// Executed instructions.
    pub executed: u64,
    /// Index of the wave in its work-group.
    pub index: u32,
    /// Outstanding memory operations.
    pub track: Tracker,
    /// Wait-state producers.
    pub hz: Hazards,
    /// Pixel or vertex wave state (`None` for compute waves).
    pub gfx: Option<Box<super::graphics::WaveGfx>>,
    /// What the occupancy-aware cycle model replays (`vega::timing`).
    pub trace: Trace,
}

impl Wave {
    /// A wave with `vgprs` zeroed VGPRs (at most [`NUM_VGPRS`]; see
    /// [`Program::vgpr_span`]) and zeroed scalar registers, starting at `pc`.
    pub fn new(index: u32, pc: u64, mode: u32, vgprs: usize) -> Wave {
        Wave {
            s: [0; 128],
            v: vec![[0; LANES]; vgprs.min(NUM_VGPRS)],
            scc: false,
            pc,
            mode,
            trapsts: 0,
            status: Status::Running,
            cycle: 0,
            executed: 0,
            index,
            track: Tracker::default(),
            hz: Hazards::default(),
            gfx: None,
            trace: Trace::default(),
        }
    }
    /// EXEC.
    #[inline]
    pub fn exec(&self) -> u64 {
        u64::from(self.s[EXEC as usize]) | u64::from(self.s[EXEC as usize + 1]) << 32
    }
    /// VCC.
    #[inline]
    pub fn vcc(&self) -> u64 {
        u64::from(self.s[VCC as usize]) | u64::from(self.s[VCC as usize + 1]) << 32
    }
    /// Sets EXEC.
    pub fn set_exec(&mut self, e: u64) {
        self.s[EXEC as usize] = e as u32;
        self.s[EXEC as usize + 1] = (e >> 32) as u32;
    }
    #[inline]
    pub(super) fn sreg(&self, i: u16) -> u32 {
        self.s.get(usize::from(i)).copied().unwrap_or(0)
    }
    /// A uniform operand value (scalar registers and constants).
    #[inline]
    pub fn read_scalar(&self, src: Src) -> u64 {
        match src {
            Src::S(f, n) => {
                let lo = u64::from(self.sreg(f));
                if n >= 2 {
                    lo | u64::from(self.sreg(f + 1)) << 32
                } else {
                    lo
                }
            }
            Src::Const(c) => c,
            Src::Scc => u64::from(self.scc),
            Src::Vccz => u64::from(self.vcc() == 0),
            Src::Execz => u64::from(self.exec() == 0),
            Src::Imm(v) => u64::from(v as u32),
            Src::V(..) | Src::Off => 0,
        }
    }
    /// Writes `n` dwords of a scalar destination.
    #[inline]
    pub fn write_scalar(&mut self, first: u16, n: u8, value: u64) {
        for k in 0..u16::from(n.min(2)) {
            if let Some(r) = self.s.get_mut(usize::from(first + k)) {
                *r = (value >> (32 * k)) as u32;
            }
        }
    }
    #[inline]
    pub(super) fn vread(&self, r: u16, lane: usize) -> u32 {
        self.v
            .get(usize::from(r))
            .map_or(0, |l| l.get(lane).copied().unwrap_or(0))
    }
    #[inline]
    pub(super) fn vwrite(&mut self, r: u16, lane: usize, value: u32) {
        if let Some(x) = self.v.get_mut(usize::from(r)).and_then(|l| l.get_mut(lane)) {
            *x = value;
        }
    }
    /// A lane's value of a 1- or 2-dword vector operand.
    #[inline]
    pub(super) fn vread64(&self, r: u16, n: u8, lane: usize) -> u64 {
        let lo = u64::from(self.vread(r, lane));
        if n >= 2 {
            lo | u64::from(self.vread(r + 1, lane)) << 32
        } else {
            lo
        }
    }
}

/// Memory, LDS and bookkeeping shared by the waves of one work-group.
pub struct Env<'a> {
    /// The program.
    pub prog: &'a Program,
    /// Flat address of code byte 0 (what `s_getpc_b64` adds).
    pub code_base: u64,
    /// Device memory.
    pub mem: &'a mut DeviceMemory,
    /// The work-group's LDS.
    pub lds: Vec<u8>,
    /// Per LDS dword: (wave index + 1, operation id) of the last store to it.
    pub lds_owner: Vec<(u32, u32)>,
    /// LDS stores other waves may not rely on yet: (wave, op id, mnemonic, pc, crossed). An
    /// entry leaves when its wave proves the store complete — unless the store was still
    /// outstanding when its wave arrived at a barrier (`crossed`): then the barrier did not
    /// order it, and it only leaves at the next barrier its wave reaches with it complete.
    pub lds_stores: Vec<(u32, u32, &'static str, u64, bool)>,
    /// Statistics.
    pub stats: &'a mut Stats,
    /// Options.
    pub opts: &'a Options,
    /// Waves of the work-group (an unpublished store at a barrier is a program error only
    /// when another wave could rely on it).
    pub group_waves: usize,
    /// Memory traffic of the work-group so far.
    pub traffic: Vec<Traffic>,
    /// Scratch columns of the wave-wide VALU path.
    pub cols: Box<super::wave_valu::Columns>,
    /// The graphics state of a pixel or vertex dispatch (`None` for compute).
    pub gfx: Option<&'a mut super::graphics::GfxRun>,
    /// Timing events the work-group may still record (`Options::trace_budget`).
    pub trace_room: u64,
    /// An event found no room: the traces are incomplete and the dispatch is timed with the
    /// per-wave model.
    pub trace_overflow: bool,
}

/// What the scheduler does after an instruction.
enum Flow {
    Next,
    Barrier,
    End,
}

pub(super) fn perr(d: &Decoded, pc: u64, message: String) -> VegaError {
    VegaError::Program {
        pc,
        mnemonic: d.name.to_string(),
        message,
    }
}

fn reg_text(vector: bool, first: u16, n: u8) -> String {
    let p = if vector { "v" } else { "s" };
    if vector {
        return if n <= 1 {
            format!("{p}{first}")
        } else {
            format!("{p}[{first}:{}]", first + u16::from(n) - 1)
        };
    }
    match first {
        106 if n == 2 => "vcc".into(),
        106 => "vcc_lo".into(),
        124 => "m0".into(),
        126 if n == 2 => "exec".into(),
        102 if n == 2 => "flat_scratch".into(),
        _ if n <= 1 => format!("s{first}"),
        _ => format!("s[{first}:{}]", first + u16::from(n) - 1),
    }
}

/// Checks a register access against the wave's outstanding loads (and, for a VGPR write,
/// against the outstanding exports that still read it).
#[inline]
pub(super) fn check_pending(w: &Wave, d: &Decoded, pc: u64, r: RegUse) -> Result<(), VegaError> {
    if let Some(p) = w.track.pending(r.vector, r.first, r.count) {
        let what = if r.write { "overwrites" } else { "reads" };
        return Err(perr(
            d,
            pc,
            format!(
                "{what} {} before {} at pc {:#x} has returned its data (missing s_waitcnt {})",
                reg_text(r.vector, r.first, r.count),
                p.name,
                p.pc,
                p.class.counter().name()
            ),
        ));
    }
    if r.write && r.vector {
        if let Some(p) = w.track.guarded(r.first, r.count) {
            return Err(perr(
                d,
                pc,
                format!(
                    "overwrites {} before {} at pc {:#x} has read it (missing s_waitcnt expcnt(0))",
                    reg_text(true, r.first, r.count),
                    p.name,
                    p.pc
                ),
            ));
        }
    }
    Ok(())
}

fn imm_ext(v: i32, zero_extend: bool) -> u64 {
    if zero_extend {
        u64::from(v as u32 & 0xffff)
    } else {
        u64::from(v as i16 as i32 as u32)
    }
}

/// Runs the waves of one work-group to completion.
pub fn run_group(env: &mut Env, waves: &mut [Wave]) -> Result<(), VegaError> {
    const QUANTUM: u32 = 32;
    loop {
        let mut ran = false;
        for i in 0..waves.len() {
            let Some(w) = waves.get_mut(i) else { continue };
            let mut k = 0;
            while w.status == Status::Running && k < QUANTUM {
                match step(env, w)? {
                    Flow::Next => {}
                    Flow::Barrier => {
                        w.status = Status::Barrier;
                        // Stores still outstanding at the barrier are not ordered by it.
                        let (me, track) = (w.index, &w.track);
                        env.lds_stores
                            .retain(|e| e.0 != me || track.outstanding(e.1));
                        for e in env.lds_stores.iter_mut().filter(|e| e.0 == me) {
                            e.4 = true;
                        }
                    }
                    Flow::End => w.status = Status::Done,
                }
                k += 1;
                ran = true;
            }
        }
        if waves.iter().all(|w| w.status == Status::Done) {
            return Ok(());
        }
        if waves.iter().all(|w| w.status != Status::Running) {
            // Every live wave has arrived: release the barrier.
            let t = waves.iter().map(|w| w.cycle).max().unwrap_or(0);
            for w in waves.iter_mut().filter(|w| w.status == Status::Barrier) {
                w.status = Status::Running;
                w.cycle = t;
            }
        } else if !ran {
            return Err(VegaError::Setup("scheduler made no progress".into()));
        }
    }
}

/// Flushes a denormal f32 (bits) to a signed zero.
#[inline]
pub(super) fn flush32(x: u64) -> u64 {
    if x & 0x7f80_0000 == 0 {
        x & 0x8000_0000
    } else {
        x
    }
}
#[inline]
pub(super) fn flush64(x: u64) -> u64 {
    if x & 0x7ff0_0000_0000_0000 == 0 {
        x & 0x8000_0000_0000_0000
    } else {
        x
    }
}
fn step(env: &mut Env, w: &mut Wave) -> Result<Flow, VegaError> {
    let pc = w.pc;
    let Some(d) = env.prog.at(pc) else {
        return Err(VegaError::Program {
            pc,
            mnemonic: String::new(),
            message: match env.prog.bad_from {
                Some(b) if pc >= b as u64 => {
                    format!("the bytes at pc {pc:#x} do not decode as a gfx900 instruction")
                }
                _ => format!("pc {pc:#x} is not the start of an instruction"),
            },
        });
    };
    if let Some(o) = &d.bad_operand {
        return Err(perr(d, pc, format!("operand {o} is not modelled")));
    }
    w.executed += 1;
    if w.executed > env.opts.max_wave_instructions {
        return Err(perr(
            d,
            pc,
            format!(
                "wave exceeded the limit of {} instructions",
                env.opts.max_wave_instructions
            ),
        ));
    }
    // Strictness: outstanding loads (nothing can be pending while no operation is).
    if !w.track.ops.is_empty() {
        for r in &d.reg_checks {
            check_pending(w, d, pc, *r)?;
        }
    }
    super::hazards::check(w, d, pc)?;
    let Some(sem) = d.sem else {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: d.name.to_string(),
        });
    };

    env.stats.count(d.category);
    w.cycle += d.issue_cycles;
    let issued_before = w.track.issued();
    let mut next = pc + u64::from(d.size);
    let mut flow = Flow::Next;
    let mut wait_states = 1u64;
    match sem {
        Sem::Nop => {
            let n = match d.src(Field::Simm16) {
                Src::Imm(v) => (v & 15) as u64,
                _ => 0,
            };
            wait_states = n + 1;
            w.cycle += n;
        }
        Sem::NoEffect => {}
        Sem::Endpgm => {
            if w.gfx.is_some() {
                super::graphics::end_wave(env, w, d, pc)?;
            }
            flow = Flow::End;
        }
        Sem::Barrier => {
            barrier_publishes(env, w, d, pc)?;
            flow = Flow::Barrier;
        }
        Sem::Waitcnt => {
            let v = match d.src(Field::Simm16) {
                Src::Imm(v) => v as u16,
                _ => 0,
            };
            let (vm, exp, lgkm) = waitcnt_fields(v);
            let (until, retired) = w.track.wait(vm, exp, lgkm);
            if retired > 0 {
                env.stats.useful_waitcnts.insert(pc);
            }
            let me = w.index;
            let track = &w.track;
            env.lds_stores
                .retain(|e| e.0 != me || e.4 || track.outstanding(e.1));
            w.cycle = w.cycle.max(until);
        }
        Sem::Branch(c) => {
            let taken = match c {
                Cond::Always => true,
                Cond::Scc0 => !w.scc,
                Cond::Scc1 => w.scc,
                Cond::Vccz => w.vcc() == 0,
                Cond::Vccnz => w.vcc() != 0,
                Cond::Execz => w.exec() == 0,
                Cond::Execnz => w.exec() != 0,
            };
            if taken {
                let off = match d.src(Field::Simm16) {
                    Src::Imm(v) => i64::from(v as i16),
                    _ => 0,
                };
                next = (next as i64 + off * 4) as u64;
            }
        }
        Sem::GetPc => {
            if let Src::S(f, n) = d.src(Field::Sdst) {
                w.write_scalar(f, n, env.code_base.wrapping_add(next));
            }
        }
        Sem::SetPc | Sem::SwapPc => {
            let target = w.read_scalar(d.src(Field::Ssrc0));
            if let (Sem::SwapPc, Src::S(f, n)) = (sem, d.src(Field::Sdst)) {
                w.write_scalar(f, n, env.code_base.wrapping_add(next));
            }
            next = target.wrapping_sub(env.code_base);
        }
        Sem::SetReg => {
            let hw = match d.src(Field::Simm16) {
                Src::Imm(v) => v as u32,
                _ => 0,
            };
            let value = match d.field(Field::Literal).map(|s| s.src) {
                Some(Src::Imm(v)) => v as u32,
                Some(Src::Const(c)) => c as u32,
                _ => w.read_scalar(d.src(Field::Sdst)) as u32,
            };
            let (id, off, size) = (hw & 63, hw >> 6 & 31, (hw >> 11 & 31) + 1);
            let reg = match id {
                HW_REG_MODE => &mut w.mode,
                HW_REG_TRAPSTS => &mut w.trapsts,
                _ => {
                    return Err(VegaError::Unimplemented {
                        pc,
                        mnemonic: format!("{} of hardware register {id}", d.name),
                    })
                }
            };
            let mask = (((1u64 << size) - 1) << off) as u32;
            let new = (*reg & !mask) | ((value << off) & mask);
            if id == HW_REG_MODE && new & MODE_VSKIP != 0 {
                return Err(VegaError::Unimplemented {
                    pc,
                    mnemonic: format!("{} setting MODE.vskip", d.name),
                });
            }
            *reg = new;
            w.hz.setreg = (w.hz.now, id, pc, mask);
        }
        Sem::GetReg => {
            let hw = match d.src(Field::Simm16) {
                Src::Imm(v) => v as u32,
                _ => 0,
            };
            let (id, off, size) = (hw & 63, hw >> 6 & 31, (hw >> 11 & 31) + 1);
            let reg = match id {
                HW_REG_MODE => w.mode,
                HW_REG_TRAPSTS => w.trapsts,
                _ => {
                    return Err(VegaError::Unimplemented {
                        pc,
                        mnemonic: format!("{} of hardware register {id}", d.name),
                    })
                }
            };
            let v = (u64::from(reg) >> off) & ((1u64 << size) - 1);
            if let Src::S(f, n) = d.src(Field::Sdst) {
                w.write_scalar(f, n, v);
            }
        }
        Sem::SetVskip => {
            let (s0, s1) = scalar_sources(w, d);
            if s0 >> (s1 & 31) & 1 != 0 {
                return Err(VegaError::Unimplemented {
                    pc,
                    mnemonic: format!("{} setting MODE.vskip", d.name),
                });
            }
            w.mode &= !MODE_VSKIP;
            w.hz.setvskip = (w.hz.now, pc);
        }
        Sem::Scalar(f) => scalar(w, d, f),
        Sem::ScalarCmp(f) => {
            let (a, b) = scalar_sources(w, d);
            w.scc = f(a, b);
        }
        Sem::Cselect => {
            let (a, b) = scalar_sources(w, d);
            let dst = d.src(Field::Sdst);
            let b = if d.scalar.cmov { w.read_scalar(dst) } else { b };
            if let Src::S(f, n) = dst {
                w.write_scalar(f, n, if w.scc { a } else { b });
            }
        }
        Sem::SaveExec(f) => {
            let s0 = w.read_scalar(d.src(Field::Ssrc0));
            let e = w.exec();
            let ne = f(s0, e);
            if let Src::S(fst, n) = d.src(Field::Sdst) {
                w.write_scalar(fst, n, e);
            }
            w.set_exec(ne);
            w.scc = ne != 0;
        }
        Sem::Smem { dwords, buffer } => smem(env, w, d, pc, dwords, buffer)?,
        Sem::Ds(k) => ds(env, w, d, pc, k)?,
        Sem::Vmem(k) => vmem(env, w, d, pc, k)?,
        Sem::Gfx(op) => super::graphics::exec(env, w, d, pc, op)?,
        _ => {
            if !super::wave_valu::run(w, d, sem, &mut env.cols) {
                valu(w, d, pc, sem)?;
            }
        }
    }
    if env.trace_room > 0 {
        env.trace_room -= 1;
        let event = match d.timing {
            Event::Waitcnt(_) => {
                w.trace.retired.extend_from_slice(&w.track.last_retired);
                Event::Waitcnt(w.track.last_retired.len() as u32)
            }
            e => e.with_op(w.track.issued() != issued_before),
        };
        w.trace.events.push(event.into());
    } else {
        env.trace_overflow = true;
    }
    super::hazards::record(w, d, pc);
    w.hz.now += wait_states;
    w.pc = next;
    Ok(flow)
}

/// An `s_barrier` orders memory only for stores the wave has waited for: one reached with a
/// store (or atomic) still outstanding — no `s_waitcnt` covering it since — does not publish
/// it to the other waves. A program error in a work-group of several waves; in a one-wave
/// group nobody can observe it, so it is only recorded as a warning in the statistics.
fn barrier_publishes(env: &mut Env, w: &Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let Some(p) = w.track.ops.iter().find(|p| p.stores) else {
        return Ok(());
    };
    if env.group_waves > 1 {
        let memory = if p.class == Class::Lds {
            "an LDS store"
        } else {
            "a memory store"
        };
        return Err(perr(
            d,
            pc,
            format!(
                "reached with {} at pc {:#x} ({memory}) still outstanding: the barrier does not publish it to the other {} waves of the work-group (missing s_waitcnt {} before s_barrier)",
                p.name,
                p.pc,
                env.group_waves - 1,
                p.class.counter().wait_all()
            ),
        ));
    }
    env.stats
        .unpublished_stores
        .insert((pc, p.pc, p.name.to_string()));
    Ok(())
}

fn scalar_sources(w: &Wave, d: &Decoded) -> (u64, u64) {
    let mut vals = [0u64; 2];
    for (v, s) in vals.iter_mut().zip(d.slots.iter().filter(|s| !s.write)) {
        *v = match s.src {
            Src::Imm(i) => imm_ext(i, d.scalar.imm_zero_extend),
            other => w.read_scalar(other),
        };
    }
    (vals[0], vals[1])
}

fn scalar(w: &mut Wave, d: &Decoded, f: super::semantics::ScalarFn) {
    let dst = d.src(Field::Sdst);
    let (a, b) = if d.scalar.accumulate {
        (w.read_scalar(dst), scalar_sources(w, d).0)
    } else {
        scalar_sources(w, d)
    };
    let (r, scc) = f(a, b, w.scc);
    if let Src::S(fst, n) = dst {
        w.write_scalar(fst, n, r);
    }
    if d.flags.contains(Flags::WRITES_SCC) {
        w.scc = scc;
    }
}
