//! The wave64 machine: register state of a wave, execution of one pre-decoded instruction, and
//! the interleaved execution of the waves of a work-group (barriers, LDS).

use gcn_isa::inst::Encoding;
use gcn_isa::syntax::waitcnt_fields;
use gcn_isa::table::{Field, Flags, Format, Kind, Ty};

use super::program::{Decoded, Program, RegUse, Src, EXEC, VCC};
use super::semantics::{div_scale32, div_scale64, AtomicOp, Cond, DsKind, Sem, VmKind};
use super::stats::{Stats, LDS_LATENCY, SMEM_LATENCY, VMEM_LATENCY};
use super::track::{Class, Hazards, Tracker};
use super::{Options, VegaError};
use crate::memory::{DeviceMemory, Space};

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
    fn sreg(&self, i: u16) -> u32 {
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
    fn vread(&self, r: u16, lane: usize) -> u32 {
        self.v
            .get(usize::from(r))
            .map_or(0, |l| l.get(lane).copied().unwrap_or(0))
    }
    #[inline]
    fn vwrite(&mut self, r: u16, lane: usize, value: u32) {
        if let Some(x) = self.v.get_mut(usize::from(r)).and_then(|l| l.get_mut(lane)) {
            *x = value;
        }
    }
    /// A lane's value of a 1- or 2-dword vector operand.
    #[inline]
    fn vread64(&self, r: u16, n: u8, lane: usize) -> u64 {
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
    /// Memory traffic of the work-group so far.
    pub traffic: Vec<Traffic>,
    /// Scratch columns of the wave-wide VALU path.
    pub cols: Box<super::wave_valu::Columns>,
}

/// What the scheduler does after an instruction.
enum Flow {
    Next,
    Barrier,
    End,
}

fn perr(d: &Decoded, pc: u64, message: String) -> VegaError {
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

/// Checks a register access against the wave's outstanding loads.
#[inline]
fn check_pending(w: &Wave, d: &Decoded, pc: u64, r: RegUse) -> Result<(), VegaError> {
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

/// Source operand access of a VALU instruction.
struct Sources {
    uni: [u64; 3],
    vreg: [Option<(u16, u8)>; 3],
    ty: [Ty; 3],
    neg: u8,
    abs: u8,
    flush_in32: bool,
    flush_in64: bool,
    sdwa: Option<([u8; 2], u8)>,
}

impl Sources {
    #[inline]
    fn modify(&self, i: usize, mut x: u64) -> u64 {
        if let Some((sel, sext)) = self.sdwa {
            if i < 2 && self.ty[i] == Ty::I32 || self.ty[i] == Ty::F32 {
                let s = sel.get(i).copied().unwrap_or(6);
                let signed = sext >> i & 1 != 0;
                x = sdwa_select(x as u32, s, signed);
            }
        }
        match self.ty[i] {
            Ty::F32 => {
                if self.flush_in32 {
                    x = flush32(x);
                }
                if self.abs >> i & 1 != 0 {
                    x &= 0x7fff_ffff;
                }
                if self.neg >> i & 1 != 0 {
                    x ^= 0x8000_0000;
                }
            }
            Ty::F64 => {
                if self.flush_in64 {
                    x = flush64(x);
                }
                if self.abs >> i & 1 != 0 {
                    x &= !(1 << 63);
                }
                if self.neg >> i & 1 != 0 {
                    x ^= 1 << 63;
                }
            }
            _ => {}
        }
        x
    }
    /// Every lane's (modified) value of the three sources, read once per instruction. Only
    /// valid without DPP (each lane reads its own lane of every source).
    fn gather(&self, w: &Wave) -> [[u64; LANES]; 3] {
        let mut out = [[0u64; LANES]; 3];
        for (i, op) in out.iter_mut().enumerate() {
            let Some((r, n)) = self.vreg[i] else {
                *op = [self.uni[i]; LANES];
                continue;
            };
            const ZERO: [u32; LANES] = [0; LANES];
            let lo = w.v.get(usize::from(r)).unwrap_or(&ZERO);
            let hi = if n >= 2 {
                w.v.get(usize::from(r) + 1).unwrap_or(&ZERO)
            } else {
                &ZERO
            };
            for (x, (l, h)) in op.iter_mut().zip(lo.iter().zip(hi.iter())) {
                *x = u64::from(*l) | u64::from(*h) << 32;
            }
            // Without SDWA the modifiers reduce to flush, then AND (abs), then XOR (neg).
            let abs = self.abs >> i & 1 != 0;
            let neg = self.neg >> i & 1 != 0;
            let (flush, and, xor) = match (self.sdwa.is_some(), self.ty[i]) {
                (true, _) => {
                    for x in op.iter_mut() {
                        *x = self.modify(i, *x);
                    }
                    continue;
                }
                (false, Ty::F32) => (
                    if self.flush_in32 { 32 } else { 0 },
                    if abs { 0x7fff_ffff } else { u64::MAX },
                    if neg { 0x8000_0000 } else { 0 },
                ),
                (false, Ty::F64) => (
                    if self.flush_in64 { 64 } else { 0 },
                    if abs { !(1u64 << 63) } else { u64::MAX },
                    if neg { 1u64 << 63 } else { 0 },
                ),
                (false, _) => continue,
            };
            match flush {
                32 => op.iter_mut().for_each(|x| *x = (flush32(*x) & and) ^ xor),
                64 => op.iter_mut().for_each(|x| *x = (flush64(*x) & and) ^ xor),
                _ => op.iter_mut().for_each(|x| *x = (*x & and) ^ xor),
            }
        }
        out
    }
    #[inline]
    fn lane(&self, w: &Wave, src_lane: [usize; 3]) -> [u64; 3] {
        let mut out = self.uni;
        for i in 0..3 {
            if let Some((r, n)) = self.vreg[i] {
                out[i] = self.modify(i, w.vread64(r, n, src_lane[i]));
            }
        }
        out
    }
}

fn sdwa_select(x: u32, sel: u8, signed: bool) -> u64 {
    let v = match sel {
        0..=3 => {
            let b = (x >> (8 * sel)) & 0xff;
            if signed {
                b as u8 as i8 as i32 as u32
            } else {
                b
            }
        }
        4 | 5 => {
            let h = (x >> (16 * (sel - 4))) & 0xffff;
            if signed {
                h as u16 as i16 as i32 as u32
            } else {
                h
            }
        }
        _ => x,
    };
    u64::from(v)
}

/// The source lane of DPP control `ctrl` for `lane`, or `None` when out of range.
fn dpp_lane(ctrl: u16, lane: usize) -> Option<usize> {
    let row = lane & !15;
    let l = lane & 15;
    let c = usize::from(ctrl);
    match ctrl {
        0x000..=0x0ff => Some((lane & !3) + (c >> (2 * (lane & 3)) & 3)),
        0x101..=0x10f => (l + (c & 15) < 16).then(|| lane + (c & 15)),
        0x111..=0x11f => (l >= (c & 15)).then(|| lane - (c & 15)),
        0x121..=0x12f => Some(row + ((l + 16 - (c & 15)) & 15)),
        0x130 => (lane < 63).then(|| lane + 1),
        0x134 => Some((lane + 1) & 63),
        0x138 => (lane > 0).then(|| lane - 1),
        0x13c => Some((lane + 63) & 63),
        0x140 => Some(row + 15 - l),
        0x141 => Some((lane & !7) + 7 - (lane & 7)),
        0x142 => (l == 15 && row < 48)
            .then_some(lane)
            .map(|_| lane + 1)
            .or(if row > 0 { Some(row - 1) } else { None }),
        0x143 => (row >= 32).then_some(31),
        _ => None,
    }
}

/// Executes one instruction of `w`.
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
        Sem::Endpgm => flow = Flow::End,
        Sem::Barrier => flow = Flow::Barrier,
        Sem::Waitcnt => {
            let v = match d.src(Field::Simm16) {
                Src::Imm(v) => v as u16,
                _ => 0,
            };
            let (vm, _exp, lgkm) = waitcnt_fields(v);
            let (until, retired) = w.track.wait(vm, lgkm);
            if retired > 0 {
                env.stats.useful_waitcnts.insert(pc);
            }
            let me = w.index;
            let track = &w.track;
            env.lds_stores
                .retain(|e| e.0 != me || e.4 || track.outstanding(e.1));
            if until > w.cycle {
                env.stats.waitcnt_stall_cycles += until - w.cycle;
                w.cycle = until;
            }
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
        _ => {
            if !super::wave_valu::run(w, d, sem, &mut env.cols) {
                valu(w, d, pc, sem)?;
            }
        }
    }
    super::hazards::record(w, d, pc);
    w.hz.now += wait_states;
    w.pc = next;
    Ok(flow)
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

// Lane loops index several per-operand lane arrays at once.
#[allow(clippy::needless_range_loop)]
fn valu(w: &mut Wave, d: &Decoded, pc: u64, sem: Sem) -> Result<(), VegaError> {
    let mods = &d.inst.mods;
    let is_float_dst = |ty: Ty| matches!(ty, Ty::F32 | Ty::F64);
    let dst_slot = d.slots.iter().find(|s| s.write && s.field == Field::Vdst);
    let dst_ty = dst_slot.map_or(Ty::I32, |s| s.ty);
    let any_float = d
        .slots
        .iter()
        .any(|s| matches!(s.ty, Ty::F32 | Ty::F64 | Ty::F16 | Ty::V2F16));
    if any_float && w.mode & 0xf != 0 {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with a non-default rounding mode", d.name),
        });
    }
    if d.slots
        .iter()
        .any(|s| matches!(s.ty, Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16))
    {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: d.name.to_string(),
        });
    }
    if mods.clamp && !is_float_dst(dst_ty) {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with integer clamp", d.name),
        });
    }
    let mut src = Sources {
        uni: [0; 3],
        vreg: [None; 3],
        ty: [Ty::I32; 3],
        neg: mods.neg,
        abs: mods.abs,
        flush_in32: w.mode >> 4 & 1 == 0,
        flush_in64: w.mode >> 6 & 1 == 0,
        sdwa: (d.inst.encoding == Encoding::Sdwa).then_some((mods.src_sel, mods.sext)),
    };
    let mut mask_in: Option<u64> = None;
    for s in d.slots.iter().filter(|s| !s.write) {
        let i = match s.field {
            Field::Src0 => 0,
            Field::Src1 => 1,
            Field::Src2 => 2,
            _ => continue,
        };
        if s.kind == Kind::Vcc {
            mask_in = Some(w.read_scalar(s.src));
            continue;
        }
        src.ty[i] = s.ty;
        match s.src {
            Src::V(r, n) => src.vreg[i] = Some((r, n)),
            other => {
                let raw = w.read_scalar(other);
                src.uni[i] = src.modify(i, raw);
            }
        }
    }
    let exec = if d.flags.contains(Flags::IGNORES_EXEC) {
        u64::MAX
    } else {
        w.exec()
    };
    let flush_out32 = w.mode >> 5 & 1 == 0;
    let flush_out64 = w.mode >> 7 & 1 == 0;
    let post = |mut x: u64| -> u64 {
        match dst_ty {
            Ty::F32 => {
                if mods.omod != 0 || mods.clamp {
                    let mut f = f32::from_bits(x as u32);
                    f *= match mods.omod {
                        1 => 2.0,
                        2 => 4.0,
                        3 => 0.5,
                        _ => 1.0,
                    };
                    if mods.clamp {
                        f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                    }
                    x = u64::from(f.to_bits());
                }
                if flush_out32 {
                    flush32(x)
                } else {
                    x
                }
            }
            Ty::F64 => {
                if mods.omod != 0 || mods.clamp {
                    let mut f = f64::from_bits(x);
                    f *= match mods.omod {
                        1 => 2.0,
                        2 => 4.0,
                        3 => 0.5,
                        _ => 1.0,
                    };
                    if mods.clamp {
                        f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                    }
                    x = f.to_bits();
                }
                if flush_out64 {
                    flush64(x)
                } else {
                    x
                }
            }
            _ => x,
        }
    };
    let dpp = d.inst.encoding == Encoding::Dpp;
    let lane_mask = |lane: usize| -> bool {
        if !dpp {
            return true;
        }
        let row = lane / 16;
        let bank = (lane % 16) / 4;
        mods.row_mask >> row & 1 != 0 && mods.bank_mask >> bank & 1 != 0
    };
    // Source lanes (DPP permutes source 0).
    let src_lanes = |lane: usize| -> Option<[usize; 3]> {
        if dpp {
            match dpp_lane(mods.dpp_ctrl, lane) {
                Some(l) => Some([l, lane, lane]),
                None if mods.bound_ctrl => Some([usize::MAX, lane, lane]),
                None => None,
            }
        } else {
            Some([lane; 3])
        }
    };
    let read = |w: &Wave, lanes: [usize; 3]| -> [u64; 3] {
        if lanes[0] == usize::MAX {
            let mut v = src.lane(w, [0, lanes[1], lanes[2]]);
            if src.vreg[0].is_some() {
                v[0] = 0;
            }
            v
        } else {
            src.lane(w, lanes)
        }
    };
    let (dst_v, dst_n) = match dst_slot.map(|s| s.src) {
        Some(Src::V(r, n)) => (Some(r), n),
        _ => (None, 1),
    };
    let sdst = d
        .slots
        .iter()
        .find(|s| s.write && s.kind == Kind::Vcc)
        .map(|s| s.src);
    let write_lane = |w: &mut Wave, lane: usize, val: u64| {
        if let Some(r) = dst_v {
            if let Some((sel, unused)) = (d.inst.encoding == Encoding::Sdwa)
                .then_some((mods.dst_sel, mods.dst_unused))
                .filter(|(s, _)| *s != 6)
            {
                let old = w.vread(r, lane);
                let (shift, bits) = match sel {
                    0..=3 => (8 * u32::from(sel), 8),
                    _ => (16 * u32::from(sel - 4), 16),
                };
                let m = ((1u64 << bits) - 1) as u32;
                let v = (val as u32) & m;
                let mut out = match unused {
                    2 => old & !(m << shift),
                    _ => 0,
                } | (v << shift);
                if unused == 1 && v >> (bits - 1) & 1 != 0 {
                    out |= !((m << shift) | ((1u32 << shift) - 1));
                }
                w.vwrite(r, lane, out);
                return;
            }
            w.vwrite(r, lane, val as u32);
            if dst_n >= 2 {
                w.vwrite(r + 1, lane, (val >> 32) as u32);
            }
        }
    };
    match sem {
        Sem::Valu(_, wave, _) if !dpp && d.inst.encoding != Encoding::Sdwa => {
            // Plain destination: compute the active lanes, then store whole rows.
            let ops = src.gather(w);
            let mut res = [0u64; LANES];
            wave(&ops, exec, &mut res);
            if matches!(dst_ty, Ty::F32 | Ty::F64) {
                for (lane, out) in res.iter_mut().enumerate() {
                    if exec >> lane & 1 != 0 {
                        *out = post(*out);
                    }
                }
            }
            if let Some(r) = dst_v {
                if let Some(row) = w.v.get_mut(usize::from(r)) {
                    for (lane, x) in row.iter_mut().enumerate() {
                        if exec >> lane & 1 != 0 {
                            *x = res[lane] as u32;
                        }
                    }
                }
                if dst_n >= 2 {
                    if let Some(row) = w.v.get_mut(usize::from(r) + 1) {
                        for (lane, x) in row.iter_mut().enumerate() {
                            if exec >> lane & 1 != 0 {
                                *x = (res[lane] >> 32) as u32;
                            }
                        }
                    }
                }
            }
        }
        Sem::Valu(f, ..) if !dpp => {
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                write_lane(w, lane, post(f(&v)));
            }
        }
        Sem::Valu(f, ..) => {
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                write_lane(w, lane, post(f(&v)));
            }
        }
        Sem::Mac => {
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                let c = dst_v.map_or(0, |r| u64::from(w.vread(r, lane)));
                let c = if src.flush_in32 { flush32(c) } else { c };
                let r = f32::from_bits(v[0] as u32) * f32::from_bits(v[1] as u32)
                    + f32::from_bits(c as u32);
                write_lane(w, lane, post(u64::from(r.to_bits())));
            }
        }
        Sem::ValuCarry(f, ..) => {
            let cin = mask_in.unwrap_or(0);
            let mut cout = 0u64;
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                let (r, c) = f(&v, cin >> lane & 1 != 0);
                write_lane(w, lane, r);
                cout |= u64::from(c) << lane;
            }
            if let Some(Src::S(fs, n)) = sdst {
                w.write_scalar(fs, n, cout);
            }
        }
        Sem::ValuCmp(f, _, _, x) => {
            let mut m = 0u64;
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = [ops[0][lane], ops[1][lane], ops[2][lane]];
                m |= u64::from(f(&v)) << lane;
            }
            if let Some(Src::S(fs, n)) = d.field(Field::Vdst).map(|s| s.src) {
                w.write_scalar(fs, n, m);
            }
            if x {
                w.set_exec(m);
            }
        }
        Sem::Cndmask if !dpp => {
            let m = mask_in.unwrap_or(0);
            let ops = src.gather(w);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = if m >> lane & 1 != 0 {
                    ops[1][lane]
                } else {
                    ops[0][lane]
                };
                write_lane(w, lane, v);
            }
        }
        Sem::Cndmask => {
            let m = mask_in.unwrap_or(0);
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 || !lane_mask(lane) {
                    continue;
                }
                let Some(lanes) = src_lanes(lane) else {
                    continue;
                };
                let v = read(w, lanes);
                write_lane(w, lane, if m >> lane & 1 != 0 { v[1] } else { v[0] });
            }
        }
        Sem::DivScale(wide) => {
            let mut vcc = 0u64;
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = read(w, [lane; 3]);
                let (r, c) = if wide {
                    let (r, c) = div_scale64(
                        f64::from_bits(v[0]),
                        f64::from_bits(v[1]),
                        f64::from_bits(v[2]),
                    );
                    (r.to_bits(), c)
                } else {
                    let (r, c) = div_scale32(
                        f32::from_bits(v[0] as u32),
                        f32::from_bits(v[1] as u32),
                        f32::from_bits(v[2] as u32),
                    );
                    (u64::from(r.to_bits()), c)
                };
                write_lane(w, lane, r);
                vcc |= u64::from(c) << lane;
            }
            if let Some(Src::S(fs, n)) = sdst {
                w.write_scalar(fs, n, vcc);
            }
        }
        Sem::DivFmas(wide) => {
            let vcc = w.vcc();
            for lane in 0..LANES {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let v = read(w, [lane; 3]);
                let scale = vcc >> lane & 1 != 0;
                let r = if wide {
                    let (a, b, c) = (
                        f64::from_bits(v[0]),
                        f64::from_bits(v[1]),
                        f64::from_bits(v[2]),
                    );
                    let mut r = a.mul_add(b, c);
                    if scale {
                        r *= if (v[2] >> 52 & 0x7ff) > 1023 {
                            2f64.powi(-64)
                        } else {
                            2f64.powi(64)
                        };
                    }
                    r.to_bits()
                } else {
                    let (a, b, c) = (
                        f32::from_bits(v[0] as u32),
                        f32::from_bits(v[1] as u32),
                        f32::from_bits(v[2] as u32),
                    );
                    let mut r = a.mul_add(b, c);
                    if scale {
                        r *= if (v[2] >> 23 & 0xff) > 127 {
                            2f32.powi(-32)
                        } else {
                            2f32.powi(32)
                        };
                    }
                    u64::from(r.to_bits())
                };
                write_lane(w, lane, post(r));
            }
        }
        Sem::Readlane => {
            let lane = (w.read_scalar(d.src(Field::Src1)) & 63) as usize;
            let (r, _) = src.vreg[0].unwrap_or((0, 1));
            let val = w.vread(r, lane);
            if let Src::S(fs, _) = d.src(Field::Vdst) {
                w.write_scalar(fs, 1, u64::from(val));
            }
        }
        Sem::Readfirstlane => {
            let e = w.exec();
            let lane = if e == 0 {
                0
            } else {
                e.trailing_zeros() as usize
            };
            let val = match src.vreg[0] {
                Some((r, _)) => w.vread(r, lane),
                None => src.uni[0] as u32,
            };
            if let Src::S(fs, _) = d.src(Field::Vdst) {
                w.write_scalar(fs, 1, u64::from(val));
            }
        }
        Sem::Writelane => {
            let lane = (w.read_scalar(d.src(Field::Src1)) & 63) as usize;
            let val = w.read_scalar(d.src(Field::Src0));
            if let Some(r) = dst_v {
                w.vwrite(r, lane, val as u32);
            }
        }
        _ => {
            return Err(VegaError::Unimplemented {
                pc,
                mnemonic: d.name.to_string(),
            })
        }
    }
    Ok(())
}

fn mem_err(d: &Decoded, pc: u64, e: crate::memory::MemoryError) -> VegaError {
    perr(d, pc, format!("memory access failed: {e}"))
}

fn space_name(addr: u64) -> String {
    Space::from_flat(addr).map_or_else(|| "unmapped".to_string(), |(s, _)| s.to_string())
}

/// The [`Traffic::key`] of LDS (flat-address region keys are at most 2^32).
const LDS_TRAFFIC: u64 = u64::MAX;

/// Bytes moved to or from one space during a work-group, counted without string work and
/// added to [`Stats`] when the group ends (in first-use order, like direct counting).
pub struct Traffic {
    /// Flat-address region of the space, or [`LDS_TRAFFIC`].
    key: u64,
    /// Writes (else reads).
    write: bool,
    /// Bytes.
    bytes: u64,
    /// The space's name in [`Stats`].
    name: String,
}

/// Counts `bytes` of traffic to the space of flat address `addr`.
#[inline]
fn traffic(env: &mut Env, write: bool, addr: u64, bytes: u64) {
    let region = addr.wrapping_sub(crate::memory::FLAT_BASE) / crate::memory::REGION_SIZE;
    count_traffic(env, write, region, bytes, || space_name(addr));
}

/// Adds `bytes` to the work-group's entry for space `key` (naming the space on first use).
fn count_traffic(env: &mut Env, write: bool, key: u64, bytes: u64, name: impl FnOnce() -> String) {
    match env
        .traffic
        .iter_mut()
        .find(|t| t.key == key && t.write == write)
    {
        Some(t) => t.bytes += bytes,
        None => env.traffic.push(Traffic {
            key,
            write,
            bytes,
            name: name(),
        }),
    }
}

/// Adds the work-group's traffic to the statistics.
pub fn flush_traffic(env: &mut Env) {
    for t in env.traffic.drain(..) {
        env.stats.traffic(t.write, &t.name, t.bytes);
    }
}

fn smem(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    dwords: u8,
    buffer: bool,
) -> Result<(), VegaError> {
    let base_src = d.src(Field::Sbase);
    let base = match base_src {
        Src::S(f, _) if buffer => u64::from(w.sreg(f)) | (u64::from(w.sreg(f + 1)) & 0xffff) << 32,
        other => w.read_scalar(other),
    };
    let off = match d.src(Field::Soffset) {
        Src::Imm(v) => u64::from(v as u32 & 0xf_ffff),
        other => w.read_scalar(other) & 0xffff_ffff,
    };
    let addr = base.wrapping_add(off) & !3;
    let mut buf = [0u8; 64];
    let bytes = usize::from(dwords) * 4;
    let slice = buf.get_mut(..bytes).unwrap_or(&mut []);
    env.mem
        .read_flat(addr, slice)
        .map_err(|e| mem_err(d, pc, e))?;
    traffic(env, false, addr, bytes as u64);
    let Src::S(dst, _) = d.src(Field::Sdata) else {
        return Err(perr(d, pc, "scalar load without a destination".into()));
    };
    for k in 0..usize::from(dwords) {
        let word = u32::from_le_bytes([buf[4 * k], buf[4 * k + 1], buf[4 * k + 2], buf[4 * k + 3]]);
        if let Some(r) = w.s.get_mut(usize::from(dst) + k) {
            *r = word;
        }
    }
    w.track.issue(
        Class::Smem,
        pc,
        d.name,
        Some((false, dst, dwords)),
        w.cycle + SMEM_LATENCY,
    );
    Ok(())
}

fn lds_check(env: &Env, d: &Decoded, pc: u64, addr: u32, len: u32) -> Result<(), VegaError> {
    if u64::from(addr) + u64::from(len) > env.lds.len() as u64 {
        return Err(perr(
            d,
            pc,
            format!(
                "LDS access of {len} bytes at {addr:#x} is outside the work-group's {} bytes",
                env.lds.len()
            ),
        ));
    }
    Ok(())
}

/// Reports a read of LDS bytes another wave stored without waiting for the store.
fn lds_visibility(
    env: &Env,
    me: u32,
    d: &Decoded,
    pc: u64,
    addr: u32,
    len: u32,
) -> Result<(), VegaError> {
    let first = addr / 4;
    let last = (addr + len.max(1) - 1) / 4;
    for dw in first..=last {
        let Some(&(owner, id)) = env.lds_owner.get(dw as usize) else {
            continue;
        };
        if owner == 0 || owner - 1 == me {
            continue;
        }
        let unfinished = env
            .lds_stores
            .iter()
            .find(|e| e.0 == owner - 1 && e.1 == id);
        if let Some(&(_, _, name, spc, _)) = unfinished {
            return Err(perr(
                d,
                pc,
                format!(
                    "reads LDS byte {:#x} stored by {name} at pc {spc:#x} of wave {} before that wave waited for the store (missing s_waitcnt lgkmcnt before s_barrier)",
                    dw * 4,
                    owner - 1
                ),
            ));
        }
    }
    Ok(())
}

fn ds(env: &mut Env, w: &mut Wave, d: &Decoded, pc: u64, k: DsKind) -> Result<(), VegaError> {
    if d.inst.mem.gds {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} gds", d.name),
        });
    }
    let exec = w.exec();
    let addr_reg = match d.src(Field::Addr) {
        Src::V(r, _) => Some(r),
        _ => None,
    };
    let dst = match d.src(Field::Vdst) {
        Src::V(r, _) => Some(r),
        _ => None,
    };
    let data = |f: Field| match d.src(f) {
        Src::V(r, _) => r,
        _ => 0,
    };
    let (d0, d1) = (data(Field::Data0), data(Field::Data1));
    let returns = match k {
        DsKind::Read { bytes, .. } => Some(u8::max(1, bytes / 4)),
        DsKind::Read2 { dwords, .. } => Some(2 * dwords),
        DsKind::Atomic { rtn: true, .. } => Some(1),
        _ => None,
    };
    let dest = returns.and_then(|n| dst.map(|r| (true, r, n)));
    let me = w.index;
    let id = w
        .track
        .issue(Class::Lds, pc, d.name, dest, w.cycle + LDS_LATENCY);
    let is_store = matches!(
        k,
        DsKind::Write { .. } | DsKind::Write2 { .. } | DsKind::Atomic { .. }
    );
    let offset = d.inst.mem.offset as u32 & 0xffff;
    let (o0, o1) = (
        d.inst.mem.offset as u32 & 0xff,
        u32::from(d.inst.mem.offset1),
    );
    if is_store {
        env.lds_stores.push((me, id, d.name, pc, false));
    }
    let mut bytes_moved = 0u64;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let base = addr_reg.map_or(0, |r| w.vread(r, lane));
        let mut accesses: [(u32, u32, u32); 2] = [(0, 0, 0); 2]; // (addr, bytes, dst index)
        let n_acc;
        match k {
            DsKind::Read { bytes, .. } | DsKind::Write { bytes } => {
                accesses[0] = (base.wrapping_add(offset), u32::from(bytes), 0);
                n_acc = 1;
            }
            DsKind::Read2 { dwords, st64 } | DsKind::Write2 { dwords, st64 } => {
                let el = 4 * u32::from(dwords) * if st64 { 64 } else { 1 };
                accesses[0] = (base.wrapping_add(o0 * el), 4 * u32::from(dwords), 0);
                accesses[1] = (
                    base.wrapping_add(o1 * el),
                    4 * u32::from(dwords),
                    u32::from(dwords),
                );
                n_acc = 2;
            }
            DsKind::Atomic { .. } => {
                accesses[0] = (base.wrapping_add(offset), 4, 0);
                n_acc = 1;
            }
        }
        for &(a, len, di) in accesses.iter().take(n_acc) {
            lds_check(env, d, pc, a, len)?;
            lds_visibility(env, me, d, pc, a, len)?;
            let range = a as usize..(a + len) as usize;
            bytes_moved += u64::from(len);
            match k {
                DsKind::Read { bytes, signed } => {
                    let mut b = [0u8; 16];
                    if let (Some(dst_b), Some(src)) =
                        (b.get_mut(..len as usize), env.lds.get(range))
                    {
                        dst_b.copy_from_slice(src);
                    }
                    if bytes < 4 {
                        let raw = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                        let v = match (bytes, signed) {
                            (1, true) => raw as u8 as i8 as i32 as u32,
                            (1, false) => raw & 0xff,
                            (_, true) => raw as u16 as i16 as i32 as u32,
                            _ => raw & 0xffff,
                        };
                        if let Some(r) = dst {
                            w.vwrite(r, lane, v);
                        }
                    } else if let Some(r) = dst {
                        for j in 0..(len / 4) as usize {
                            let v = u32::from_le_bytes([
                                b[4 * j],
                                b[4 * j + 1],
                                b[4 * j + 2],
                                b[4 * j + 3],
                            ]);
                            w.vwrite(r + j as u16, lane, v);
                        }
                    }
                }
                DsKind::Read2 { .. } => {
                    if let Some(r) = dst {
                        for j in 0..(len / 4) as usize {
                            let at = a as usize + 4 * j;
                            let v = env
                                .lds
                                .get(at..at + 4)
                                .map_or(0, |s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]));
                            w.vwrite(r + di as u16 + j as u16, lane, v);
                        }
                    }
                }
                DsKind::Write { .. } | DsKind::Write2 { .. } => {
                    let src_reg = if matches!(k, DsKind::Write2 { .. }) && di != 0 {
                        d1
                    } else {
                        d0
                    };
                    let mut b = [0u8; 16];
                    for j in 0..(len as usize).div_ceil(4) {
                        let v = w.vread(src_reg + j as u16, lane).to_le_bytes();
                        if let Some(x) = b.get_mut(4 * j..4 * j + 4) {
                            x.copy_from_slice(&v);
                        }
                    }
                    if let (Some(dst_b), Some(src)) =
                        (env.lds.get_mut(range), b.get(..len as usize))
                    {
                        dst_b.copy_from_slice(src);
                    }
                }
                DsKind::Atomic { op, rtn } => {
                    let at = a as usize;
                    let old = env
                        .lds
                        .get(at..at + 4)
                        .map_or(0, |s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]));
                    let (data, cmp) = if op == AtomicOp::Cmpswap {
                        (w.vread(d1, lane), w.vread(d0, lane))
                    } else {
                        (w.vread(d0, lane), 0)
                    };
                    let new =
                        op.apply(u64::from(old), u64::from(data), u64::from(cmp), false) as u32;
                    if let Some(s) = env.lds.get_mut(at..at + 4) {
                        s.copy_from_slice(&new.to_le_bytes());
                    }
                    if rtn {
                        if let Some(r) = dst {
                            w.vwrite(r, lane, old);
                        }
                    }
                }
            }
            if is_store {
                for dw in a / 4..=(a + len - 1) / 4 {
                    if let Some(o) = env.lds_owner.get_mut(dw as usize) {
                        *o = (me + 1, id);
                    }
                }
            }
        }
    }
    count_traffic(env, is_store, LDS_TRAFFIC, bytes_moved, || {
        "lds".to_string()
    });
    Ok(())
}

/// The buffer address of `lane` for a MUBUF instruction.
fn buffer_addr(w: &Wave, d: &Decoded, lane: usize) -> (u64, u64, u64) {
    let (rsrc, soff) = (d.src(Field::Srsrc), d.src(Field::Soffset));
    let r = match rsrc {
        Src::S(f, _) => [w.sreg(f), w.sreg(f + 1), w.sreg(f + 2), w.sreg(f + 3)],
        _ => [0; 4],
    };
    let base = u64::from(r[0]) | (u64::from(r[1]) & 0xffff) << 32;
    let swizzle = r[1] >> 31 != 0;
    let num_records = u64::from(r[2]);
    let add_tid = r[3] >> 23 & 1 != 0;
    // With ADD_TID_EN the data-format field (bits 114:111) holds stride[17:14].
    let stride = u64::from(r[1] >> 16 & 0x3fff)
        | if add_tid {
            u64::from(r[3] >> 15 & 15) << 14
        } else {
            0
        };
    let index_stride = [8u64, 16, 32, 64][(r[3] >> 21 & 3) as usize];
    // gfx9 descriptors have no element-size field: swizzled buffers use 4-byte elements.
    let element_size = 4u64;
    let soffset = w.read_scalar(soff) & 0xffff_ffff;
    let m = &d.inst.mem;
    let (mut vidx, mut voff) = (0u64, 0u64);
    if let Src::V(v, _) = d.src(Field::Vaddr) {
        match (m.idxen, m.offen) {
            (true, true) => {
                vidx = u64::from(w.vread(v, lane));
                voff = u64::from(w.vread(v + 1, lane));
            }
            (true, false) => vidx = u64::from(w.vread(v, lane)),
            (false, true) => voff = u64::from(w.vread(v, lane)),
            _ => {}
        }
    }
    let index = vidx + if add_tid { lane as u64 } else { 0 };
    let offset = voff + (m.offset as u64 & 0xfff);
    let rel = if swizzle {
        let (imsb, ilsb) = (index / index_stride, index % index_stride);
        let (omsb, olsb) = (offset / element_size, offset % element_size);
        (imsb * stride + omsb * element_size) * index_stride + ilsb * element_size + olsb
    } else {
        index * stride + offset
    };
    (
        base.wrapping_add(soffset).wrapping_add(rel),
        rel + soffset,
        num_records,
    )
}

fn vmem(env: &mut Env, w: &mut Wave, d: &Decoded, pc: u64, k: VmKind) -> Result<(), VegaError> {
    if d.inst.mem.lds {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} lds", d.name),
        });
    }
    let exec = w.exec();
    let data_reg = match d.src(Field::Data) {
        Src::V(r, _) => Some(r),
        _ => match d.field(Field::Vdata) {
            Some(s) if !s.write => match s.src {
                Src::V(r, _) => Some(r),
                _ => None,
            },
            _ => None,
        },
    };
    let dst = d
        .slots
        .iter()
        .find(|s| s.write && matches!(s.field, Field::Vdst | Field::Vdata))
        .and_then(|s| match s.src {
            Src::V(r, _) => Some(r),
            _ => None,
        });
    let ret_dwords: u8 = match k {
        VmKind::Load { bytes, .. } => u8::max(1, bytes / 4),
        VmKind::Atomic { dwords, .. } => dwords,
        VmKind::Store { .. } => 0,
    };
    let dest = dst
        .filter(|_| ret_dwords > 0)
        .map(|r| (true, r, ret_dwords));
    if let Some((addr, moved)) = vmem_words_fast(env, w, d, k, exec, dst, data_reg) {
        traffic(env, !matches!(k, VmKind::Load { .. }), addr, moved);
    } else {
        vmem_lanes(env, w, d, pc, k, exec, dst, data_reg)?;
    }
    let class = if d.format == Format::Flat {
        Class::Flat
    } else {
        Class::Vmem
    };
    w.track
        .issue(class, pc, d.name, dest, w.cycle + VMEM_LATENCY);
    Ok(())
}

/// Whole-word GLOBAL/FLAT loads and stores whose active lanes all fall inside one buffer
/// (aligned, in bounds, writable for stores): one buffer lookup per instruction instead of one
/// per lane. Returns the first active lane's address and the bytes moved, or `None` (having changed nothing) when the instruction
/// does not qualify — then the per-lane path runs and reports whatever is wrong.
#[allow(clippy::too_many_arguments)]
fn vmem_words_fast(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    k: VmKind,
    exec: u64,
    dst: Option<u16>,
    data_reg: Option<u16>,
) -> Option<(u64, u64)> {
    if !matches!(d.format, Format::Global | Format::Flat) || exec == 0 {
        return None;
    }
    let (bytes, store) = match k {
        VmKind::Load { bytes, .. } if bytes >= 4 => (bytes, false),
        VmKind::Store { bytes } if bytes >= 4 => (bytes, true),
        _ => return None,
    };
    let words = usize::from(bytes / 4);
    let off = i64::from(d.inst.mem.offset) as u64;
    let mut addr = [0u64; LANES];
    const ZERO: [u32; LANES] = [0; LANES];
    match (d.src(Field::Addr), d.src(Field::Saddr)) {
        (Src::V(v, _), saddr @ Src::S(..)) => {
            let base = w.read_scalar(saddr).wrapping_add(off);
            let lo = w.v.get(usize::from(v)).unwrap_or(&ZERO);
            for (a, l) in addr.iter_mut().zip(lo) {
                *a = base.wrapping_add(u64::from(*l));
            }
        }
        (Src::V(v, _), _) => {
            let lo = w.v.get(usize::from(v)).unwrap_or(&ZERO);
            let hi = w.v.get(usize::from(v) + 1).unwrap_or(&ZERO);
            for (a, (l, h)) in addr.iter_mut().zip(lo.iter().zip(hi)) {
                *a = (u64::from(*l) | u64::from(*h) << 32).wrapping_add(off);
            }
        }
        _ => return None,
    }
    let first_addr = *addr.get(exec.trailing_zeros() as usize)?;
    let buf = env.mem.flat_buffer_mut(first_addr)?;
    if store && !buf.writable {
        return None;
    }
    // Every active lane's offset must be word aligned and at most `last`. A region starts at a
    // multiple of 4 GiB, so a lane is inside it when its address's high half is the region's:
    // 32-bit compares, branch-free over the wave (inactive lanes' indexes are never used).
    let last = (buf.words.len() as u64 * 4).checked_sub(u64::from(bytes))?;
    let last = u32::try_from(last).ok()?;
    if buf.base as u32 != 0 {
        return None;
    }
    let base_hi = (buf.base >> 32) as u32;
    let mut index = [0u32; LANES];
    let mut bad = 0u32;
    if exec == u64::MAX {
        for (ix, a) in index.iter_mut().zip(addr.iter()) {
            let (hi, lo) = ((*a >> 32) as u32, *a as u32);
            bad |= u32::from(hi != base_hi) | u32::from(lo > last) | (lo & 3);
            *ix = lo >> 2;
        }
    } else {
        for (lane, (ix, a)) in index.iter_mut().zip(addr.iter()).enumerate() {
            if exec >> lane & 1 != 0 {
                let (hi, lo) = ((*a >> 32) as u32, *a as u32);
                bad |= u32::from(hi != base_hi) | u32::from(lo > last) | (lo & 3);
                *ix = lo >> 2;
            }
        }
    }
    if bad != 0 {
        return None;
    }
    let mem = buf.words;
    if store {
        let r = usize::from(data_reg.unwrap_or(0));
        for (lane, &ix) in index.iter().enumerate() {
            if exec >> lane & 1 == 0 {
                continue;
            }
            for j in 0..words {
                let v = w.v.get(r + j).map_or(0, |row| row[lane]);
                if let Some(m) = mem.get_mut(ix as usize + j) {
                    *m = v;
                }
            }
        }
    } else if let Some(r) = dst {
        for j in 0..words {
            let Some(row) = w.v.get_mut(usize::from(r) + j) else {
                continue;
            };
            if exec == u64::MAX {
                for (x, &ix) in row.iter_mut().zip(index.iter()) {
                    *x = mem.get(ix as usize + j).copied().unwrap_or(0);
                }
            } else {
                for (lane, (x, &ix)) in row.iter_mut().zip(index.iter()).enumerate() {
                    if exec >> lane & 1 != 0 {
                        *x = mem.get(ix as usize + j).copied().unwrap_or(0);
                    }
                }
            }
        }
    }
    Some((first_addr, u64::from(exec.count_ones()) * u64::from(bytes)))
}

/// Vector memory lane by lane (any format, any size, atomics; every lane's address checked by
/// the memory's policy).
#[allow(clippy::too_many_arguments)]
fn vmem_lanes(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    k: VmKind,
    exec: u64,
    dst: Option<u16>,
    data_reg: Option<u16>,
) -> Result<(), VegaError> {
    let m = d.inst.mem;
    let vaddr = d.src(Field::Addr);
    let saddr = d.src(Field::Saddr);
    let mut traffic_addr = None;
    let mut moved = 0u64;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let addr = match d.format {
            Format::Mubuf => {
                let (a, rel, records) = buffer_addr(w, d, lane);
                let size = match k {
                    VmKind::Load { bytes, .. } | VmKind::Store { bytes } => u64::from(bytes),
                    VmKind::Atomic { dwords, .. } => 4 * u64::from(dwords),
                };
                if rel + size > records {
                    return Err(perr(
                        d,
                        pc,
                        format!("buffer access at byte {rel} of lane {lane} is outside the {records} bytes of the resource"),
                    ));
                }
                a
            }
            Format::Global | Format::Flat => {
                let off = i64::from(m.offset) as u64;
                match (vaddr, saddr) {
                    (Src::V(v, _), Src::S(..)) => w
                        .read_scalar(saddr)
                        .wrapping_add(u64::from(w.vread(v, lane)))
                        .wrapping_add(off),
                    (Src::V(v, n), _) => w.vread64(v, n.max(2), lane).wrapping_add(off),
                    _ => 0,
                }
            }
            Format::Scratch => {
                let off = i64::from(m.offset) as u64;
                let a = match (vaddr, saddr) {
                    (Src::V(v, _), _) => u64::from(w.vread(v, lane)),
                    (_, Src::S(..)) => w.read_scalar(saddr) & 0xffff_ffff,
                    _ => 0,
                }
                .wrapping_add(off);
                let flat_scratch = u64::from(w.sreg(102)) | u64::from(w.sreg(103)) << 32;
                flat_scratch.wrapping_add((a / 4) * 256 + lane as u64 * 4 + a % 4)
            }
            _ => 0,
        };
        if traffic_addr.is_none() {
            traffic_addr = Some(addr);
        }
        match k {
            VmKind::Load { bytes, signed } => {
                let mut b = [0u8; 16];
                let len = usize::from(bytes);
                env.mem
                    .read_flat(addr, b.get_mut(..len).unwrap_or(&mut []))
                    .map_err(|e| mem_err(d, pc, e))?;
                moved += u64::from(bytes);
                if let Some(r) = dst {
                    if bytes < 4 {
                        let raw = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                        let v = match (bytes, signed) {
                            (1, true) => raw as u8 as i8 as i32 as u32,
                            (1, false) => raw & 0xff,
                            (_, true) => raw as u16 as i16 as i32 as u32,
                            _ => raw & 0xffff,
                        };
                        w.vwrite(r, lane, v);
                    } else {
                        for j in 0..len / 4 {
                            let v = u32::from_le_bytes([
                                b[4 * j],
                                b[4 * j + 1],
                                b[4 * j + 2],
                                b[4 * j + 3],
                            ]);
                            w.vwrite(r + j as u16, lane, v);
                        }
                    }
                }
            }
            VmKind::Store { bytes } => {
                let mut b = [0u8; 16];
                let len = usize::from(bytes);
                let r = data_reg.unwrap_or(0);
                for j in 0..len.div_ceil(4) {
                    if let Some(x) = b.get_mut(4 * j..4 * j + 4) {
                        x.copy_from_slice(&w.vread(r + j as u16, lane).to_le_bytes());
                    }
                }
                env.mem
                    .write_flat(addr, b.get(..len).unwrap_or(&[]))
                    .map_err(|e| mem_err(d, pc, e))?;
                moved += u64::from(bytes);
            }
            VmKind::Atomic { op, dwords } => {
                let wide = dwords == 2;
                let len = 4 * usize::from(dwords);
                let mut b = [0u8; 8];
                env.mem
                    .read_flat(addr, b.get_mut(..len).unwrap_or(&mut []))
                    .map_err(|e| mem_err(d, pc, e))?;
                let old = u64::from_le_bytes(b);
                let r = data_reg.unwrap_or(0);
                let n = dwords;
                let data = w.vread64(r, n, lane);
                let cmp = if op == AtomicOp::Cmpswap {
                    w.vread64(r + u16::from(n), n, lane)
                } else {
                    0
                };
                let new = op.apply(old, data, cmp, wide);
                env.mem
                    .write_flat(addr, new.to_le_bytes().get(..len).unwrap_or(&[]))
                    .map_err(|e| mem_err(d, pc, e))?;
                moved += 2 * len as u64;
                if let Some(rd) = dst {
                    w.vwrite(rd, lane, old as u32);
                    if wide {
                        w.vwrite(rd + 1, lane, (old >> 32) as u32);
                    }
                }
            }
        }
    }
    if let Some(addr) = traffic_addr {
        traffic(env, !matches!(k, VmKind::Load { .. }), addr, moved);
    }
    Ok(())
}
