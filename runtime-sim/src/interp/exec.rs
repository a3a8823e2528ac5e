//! SIMT execution of a decoded [`Kernel`]: each work-group runs as one set of lanes in lock
//! step, instruction by instruction, with an active mask that follows the structured flow
//! control (manual §7.4, L3442-4043).
//!
//! Execution model (manual §6):
//! - Work-groups run one after another in flat-id order; inside a group every instruction
//!   is executed for all active lanes in ascending lane order before the next one starts.
//!   Conflicting LDS/UAV writes of one instruction therefore resolve to the highest lane,
//!   and atomics apply in lane order (the manual promises no order, L3283, L3338).
//! - `fence_threads` (L5271) must be reached by every live work-item of the group: when
//!   some live lanes are inactive at the fence, the run stops with a program error.
//! - Flow control keeps a frame stack (if / loop / switch / call). Lanes leaving a
//!   construct early (break, continue, ret_dyn, discard) are removed from the current mask
//!   and from the saved masks of the frames they jump over.
//! - CALL beyond a depth of 32 is skipped (L3487; L1136's "four levels" is a minimum).
//! - A WHILELOOP "may be terminated after some number of instructions" (L4035): a group
//!   that executes more than [`MAX_STEPS_PER_GROUP`] instructions stops with a program
//!   error.
//! - Temps and indexed temps start each group at 0 (their initial value is not defined by
//!   the manual). LDS starts each group at 0 (undefined, L3269).
//! - Out-of-bounds rules: raw/struct/typed UAV loads outside the buffer return 0 and stores
//!   are dropped (L11285-11297, L11423-11465, L11990-11995, L12011-12029). An out-of-range
//!   struct offset (undefined, L12015), misaligned dword addresses ("must be dword aligned",
//!   L3287-3292), out-of-bounds LDS, atomics, `g[]`, constant buffers and indexed temps (not
//!   defined) are program errors.

use std::collections::BTreeMap;

use super::convert;
use super::double::{self, join, split};
use super::error::InterpError;
use super::float::{self, ZeroOp};
use super::integer;
use super::kernel::*;
use super::modifiers::{DstComp, Select, ValueType};
use crate::launch::LaunchSpec;
use crate::output::Output;

/// Instructions one work-group may execute before the run is stopped (L4035).
pub const MAX_STEPS_PER_GROUP: u64 = 50_000_000;

/// CALL nesting limit (L3487).
pub const MAX_CALL_DEPTH: usize = 32;

/// Words of a [`LaneMask`]: enough for the largest work-group (`MAX_GROUP_SIZE` = 1024).
const MASK_WORDS: usize = (crate::launch::MAX_GROUP_SIZE as usize).div_ceil(64);

/// A set of lanes (a fixed-size bit set, so masks never allocate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LaneMask {
    words: [u64; MASK_WORDS],
}

impl LaneMask {
    const EMPTY: LaneMask = LaneMask {
        words: [0; MASK_WORDS],
    };
    fn full(n: usize) -> Self {
        let mut m = Self::EMPTY;
        for l in 0..n.min(MASK_WORDS * 64) {
            m.set(l);
        }
        m
    }
    fn set(&mut self, l: usize) {
        if let Some(w) = self.words.get_mut(l / 64) {
            *w |= 1 << (l % 64);
        }
    }
    fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
    fn and_not(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }
    fn or(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }
    fn and(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
    }
    fn lanes(&self, out: &mut Vec<u32>) {
        out.clear();
        for (i, &w) in self.words.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = w.trailing_zeros();
                out.push(i as u32 * 64 + b);
                w &= w - 1;
            }
        }
    }
}

/// A flow-control frame.
#[derive(Clone, Debug)]
enum Frame {
    If {
        saved: LaneMask,
        else_mask: LaneMask,
    },
    Loop {
        saved: LaneMask,
        cont: LaneMask,
    },
    Switch {
        saved: LaneMask,
        values: Vec<u32>,
        entered: LaneMask,
    },
    Call {
        saved: LaneMask,
        ret_pc: usize,
    },
}

impl Frame {
    /// Removes `lanes` from every mask the frame would restore.
    fn forget(&mut self, lanes: &LaneMask) {
        match self {
            Frame::If { saved, else_mask } => {
                saved.and_not(lanes);
                else_mask.and_not(lanes);
            }
            Frame::Loop { saved, cont } => {
                saved.and_not(lanes);
                cont.and_not(lanes);
            }
            Frame::Switch { saved, entered, .. } => {
                saved.and_not(lanes);
                entered.and_not(lanes);
            }
            Frame::Call { saved, .. } => saved.and_not(lanes),
        }
    }
}

/// The buffers of one dispatch, by id.
struct Buffers {
    uavs: BTreeMap<u32, Vec<u32>>,
    cbs: BTreeMap<u32, Vec<u32>>,
    g: Option<Vec<u32>>,
}

/// One group's machine state plus the dispatch's buffers.
struct Machine<'k> {
    k: &'k Kernel,
    n: usize,
    regs: Vec<[u32; 4]>,
    xregs: Vec<[u32; 4]>,
    src: [Vec<[u32; 4]>; 4],
    res: Vec<[u32; 4]>,
    mask: LaneMask,
    live: LaneMask,
    active: Vec<u32>,
    frames: Vec<Frame>,
    lds: Vec<Vec<u32>>,
    bufs: Buffers,
    pc: usize,
    steps: u64,
    stats: Stats,
    /// Shared registers `sr#` (one set per dispatch: the interpreter is one SIMD).
    sregs: Vec<[u32; 4]>,
    /// Hidden append-buffer counters by UAV id, and whether each was consumed from.
    append: BTreeMap<u32, (u32, bool)>,
}

/// Execution counts of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions executed (per work-group, summed over groups).
    pub instructions: u64,
    /// Instructions times the lanes active when each ran.
    pub lane_instructions: u64,
}

type R<T> = Result<T, InterpError>;

/// Runs `k` over the launch grid and returns every buffer afterwards.
pub(crate) fn run_kernel(k: &Kernel, launch: &LaunchSpec) -> R<(Output, Stats)> {
    let group = launch.group;
    if let Some(decl) = k.group_size {
        if k.kind == ShaderKind::Compute && decl != group {
            return Err(InterpError::new(
                super::InterpErrorKind::Launch,
                format!(
                    "the program declares dcl_num_thread_per_group {}, {}, {} but the launch's group is {:?}",
                    decl[0], decl[1], decl[2], group
                ),
                None,
            ));
        }
    }
    let n = launch.group_size() as usize;
    let num_groups = launch.num_groups();
    let bufs = Buffers {
        uavs: launch.uavs.clone(),
        cbs: launch.cbs.clone(),
        g: launch.g.clone(),
    };
    for &(id, _) in &k.uavs {
        if !bufs.uavs.contains_key(&id) {
            return Err(InterpError::new(
                super::InterpErrorKind::Launch,
                format!("the program declares UAV {id} but the launch has no buffer \"{id}\" in \"uavs\""),
                None,
            ));
        }
    }
    let mut m = Machine {
        k,
        n,
        regs: vec![[0; 4]; k.num_slots as usize * n],
        xregs: vec![[0; 4]; k.itemp_size as usize * n],
        src: [
            vec![[0; 4]; n],
            vec![[0; 4]; n],
            vec![[0; 4]; n],
            vec![[0; 4]; n],
        ],
        res: vec![[0; 4]; n],
        mask: LaneMask::EMPTY,
        live: LaneMask::EMPTY,
        active: Vec::with_capacity(n),
        frames: Vec::new(),
        // LDS buffers (reset per group) followed by GDS buffers (one per dispatch, zero at
        // the start: the contents are undefined, L3309).
        lds: k
            .lds
            .iter()
            .chain(k.gds.iter())
            .map(|(_, d)| vec![0u32; d.bytes.div_ceil(4) as usize])
            .collect(),
        bufs,
        pc: 0,
        steps: 0,
        stats: Stats::default(),
        append: BTreeMap::new(),
        sregs: vec![[0; 4]; k.shared_temps as usize],
    };
    for gz in 0..num_groups[2] {
        for gy in 0..num_groups[1] {
            for gx in 0..num_groups[0] {
                m.start_group([gx, gy, gz], group, num_groups);
                m.run_group()?;
            }
        }
    }
    let stats = m.stats;
    Ok((
        Output {
            uavs: m.bufs.uavs,
            g: m.bufs.g,
        },
        stats,
    ))
}

/// Writes through a swizzle.
#[inline]
fn swz(reg: &[u32; 4], mods: &super::modifiers::SrcMods) -> [u32; 4] {
    mods.swizzle(reg)
}

/// Positions of the result that are written with the computed value.
fn write_comps(d: &Dst) -> ([usize; 4], usize) {
    let mut c = [0usize; 4];
    let mut n = 0;
    for (i, m) in d.mods.mask.iter().enumerate() {
        if *m == DstComp::Write {
            c[n] = i;
            n += 1;
        }
    }
    (c, n)
}

impl Machine<'_> {
    fn span(&self) -> Option<amdil::Span> {
        self.k.spans.get(self.pc).copied()
    }

    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(InterpError::program(msg, self.span()))
    }

    fn start_group(&mut self, gid: [u32; 3], size: [u32; 3], ngroups: [u32; 3]) {
        let n = self.n;
        self.regs.iter_mut().for_each(|r| *r = [0; 4]);
        self.xregs.iter_mut().for_each(|r| *r = [0; 4]);
        self.lds
            .iter_mut()
            .take(self.k.lds.len())
            .for_each(|b| b.iter_mut().for_each(|w| *w = 0));
        for &(slot, value) in &self.k.literal_slots {
            let base = slot as usize * n;
            if let Some(s) = self.regs.get_mut(base..base + n) {
                s.iter_mut().for_each(|r| *r = value);
            }
        }
        let gflat = (gid[2].wrapping_mul(ngroups[1]).wrapping_add(gid[1]))
            .wrapping_mul(ngroups[0])
            .wrapping_add(gid[0]);
        let total = size[0] * size[1] * size[2];
        for l in 0..n {
            let lf = l as u32;
            let tid = [
                lf % size[0],
                (lf / size[0]) % size[1],
                lf / (size[0] * size[1]),
            ];
            let abs = [
                gid[0] * size[0] + tid[0],
                gid[1] * size[1] + tid[1],
                gid[2] * size[2] + tid[2],
            ];
            let absflat = gflat.wrapping_mul(total).wrapping_add(lf);
            let put = |regs: &mut Vec<[u32; 4]>, s: u32, v: [u32; 4]| {
                if let Some(r) = regs.get_mut(s as usize * n + l) {
                    *r = v;
                }
            };
            put(
                &mut self.regs,
                slot::TID_IN_GRP,
                [tid[0], tid[1], tid[2], 0],
            );
            put(&mut self.regs, slot::TID_IN_GRP_FLAT, [lf; 4]);
            put(
                &mut self.regs,
                slot::THREAD_GRP_ID,
                [gid[0], gid[1], gid[2], 0],
            );
            put(&mut self.regs, slot::THREAD_GRP_ID_FLAT, [gflat; 4]);
            put(&mut self.regs, slot::ABS_TID, [abs[0], abs[1], abs[2], 0]);
            put(&mut self.regs, slot::ABS_TID_FLAT, [absflat; 4]);
            put(
                &mut self.regs,
                slot::WIN_COORD,
                [
                    (abs[0] as f32 + 0.5).to_bits(),
                    (abs[1] as f32 + 0.5).to_bits(),
                    0,
                    float::ONE,
                ],
            );
        }
        self.mask = LaneMask::full(n);
        self.live = LaneMask::full(n);
        self.mask.lanes(&mut self.active);
        self.frames.clear();
        self.pc = 0;
        self.steps = 0;
    }

    fn set_mask(&mut self, m: LaneMask) {
        self.mask = m;
        self.mask.lanes(&mut self.active);
    }

    // ----- operand access -------------------------------------------------------------

    fn index(&self, idx: &Index, lane: usize) -> R<i64> {
        let base = match &idx.rel {
            None => 0,
            Some(src) => self.fetch(src, lane, ValueType::Int)?[0] as i32 as i64,
        };
        Ok(base + idx.offset)
    }

    fn itemp_pos(&self, base: u32, len: u32, index: &Index, lane: usize) -> R<usize> {
        let i = self.index(index, lane)?;
        if i < 0 || i >= len as i64 {
            return self.err(format!(
                "indexed temp index {i} is outside the declared array of {len} elements"
            ));
        }
        Ok((base as usize + i as usize) * self.n + lane)
    }

    fn raw(&self, loc: &Loc, lane: usize) -> R<[u32; 4]> {
        match loc {
            Loc::Slot(s) => Ok(self
                .regs
                .get(*s as usize * self.n + lane)
                .copied()
                .unwrap_or_default()),
            Loc::ITemp { base, len, index } => {
                let p = self.itemp_pos(*base, *len, index, lane)?;
                Ok(self.xregs.get(p).copied().unwrap_or_default())
            }
            Loc::Cb { id, index } => {
                let i = self.index(index, lane)?;
                let Some(buf) = self.bufs.cbs.get(id) else {
                    return self.err(format!(
                        "cb{id} is read but the launch defines no constant buffer \"{id}\""
                    ));
                };
                match vec4_at(buf, i) {
                    Some(v) => Ok(v),
                    None => self.err(format!(
                        "cb{id}[{i}] is outside the constant buffer ({} elements)",
                        buf.len() / 4
                    )),
                }
            }
            Loc::Shared(n) => Ok(self.sregs.get(*n as usize).copied().unwrap_or_default()),
            Loc::Timer => Ok([self.steps as u32, (self.steps >> 32) as u32, 0, 0]),
            Loc::Icb { index } => {
                let i = self.index(index, lane)?;
                match usize::try_from(i).ok().and_then(|i| self.k.icb.get(i)) {
                    Some(v) => Ok(*v),
                    None => self.err(format!(
                        "icb[{i}] is outside the immediate constant buffer ({} elements)",
                        self.k.icb.len()
                    )),
                }
            }
            Loc::Global { index } => {
                let i = self.index(index, lane)?;
                let Some(buf) = &self.bufs.g else {
                    return self.err("g[] is read but the launch defines no \"g\" buffer");
                };
                match vec4_at(buf, i) {
                    Some(v) => Ok(v),
                    None => self.err(format!(
                        "g[{i}] is outside the global buffer ({} slots)",
                        buf.len() / 4
                    )),
                }
            }
        }
    }

    fn fetch(&self, src: &Src, lane: usize, ty: ValueType) -> R<[u32; 4]> {
        let raw = self.raw(&src.loc, lane)?;
        Ok(if src.plain {
            swz(&raw, &src.mods)
        } else {
            src.mods.apply(&raw, ty)
        })
    }

    /// Evaluates `src` for every active lane into scratch vector `which`.
    fn fill(&mut self, src: &Src, which: usize, ty: ValueType) -> R<()> {
        if let (Loc::Slot(s), true) = (&src.loc, src.plain) {
            let base = *s as usize * self.n;
            let regs = &self.regs;
            let Some(out) = self.src.get_mut(which) else {
                return Ok(());
            };
            // Positions into [x, y, z, w, 0, 1.0].
            let sel = src.mods.swizzle.map(|c| match c {
                Select::Comp(c) => (c & 3) as usize,
                Select::Zero => 4,
                Select::One => 5,
            });
            if sel == [0, 1, 2, 3] {
                for &l in &self.active {
                    let l = l as usize;
                    if let (Some(r), Some(o)) = (regs.get(base + l), out.get_mut(l)) {
                        *o = *r;
                    }
                }
            } else if sel[1..].iter().all(|&c| c == sel[0]) && sel[0] < 4 {
                // A replicated component (`r1.x`), the most common swizzle.
                let c = sel[0] & 3;
                for &l in &self.active {
                    let l = l as usize;
                    if let (Some(r), Some(o)) = (regs.get(base + l), out.get_mut(l)) {
                        *o = [r[c]; 4];
                    }
                }
            } else {
                let sel = sel.map(|c| c & 7);
                for &l in &self.active {
                    let l = l as usize;
                    if let (Some(r), Some(o)) = (regs.get(base + l), out.get_mut(l)) {
                        let ext = [r[0], r[1], r[2], r[3], 0, float::ONE, 0, 0];
                        *o = [ext[sel[0]], ext[sel[1]], ext[sel[2]], ext[sel[3]]];
                    }
                }
            }
            return Ok(());
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let v = self.fetch(src, l, ty)?;
            if let Some(o) = self.src.get_mut(which).and_then(|s| s.get_mut(l)) {
                *o = v;
            }
        }
        Ok(())
    }

    /// Writes `self.res` of every active lane to `dst` (after the float destination
    /// modifiers when `float_mods`).
    fn write_dst(&mut self, dst: &Dst, ty: ValueType) -> R<()> {
        let plain = dst.mods.is_plain();
        let n = self.n;
        if let (DstLoc::Slot(s), true) = (&dst.loc, plain || ty == ValueType::Int) {
            let base = *s as usize * n;
            let all = dst.mods.mask == [DstComp::Write; 4];
            let only_writes = dst
                .mods
                .mask
                .iter()
                .all(|m| matches!(m, DstComp::Write | DstComp::NoWrite));
            let (cs, nc) = write_comps(dst);
            let comps = &cs[..nc];
            for &l in &self.active {
                let l = l as usize;
                if let (Some(v), Some(r)) = (self.res.get(l), self.regs.get_mut(base + l)) {
                    if all {
                        *r = *v;
                    } else if only_writes {
                        for &c in comps {
                            r[c & 3] = v[c & 3];
                        }
                    } else {
                        dst.mods.store(r, v);
                    }
                }
            }
            return Ok(());
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let mut v = self.res.get(l).copied().unwrap_or_default();
            if !plain {
                match ty {
                    ValueType::Float => {
                        for (c, m) in v.iter_mut().zip(dst.mods.mask.iter()) {
                            if *m == DstComp::Write {
                                *c = dst.mods.modify_float(*c);
                            }
                        }
                    }
                    ValueType::Double => {
                        for p in [0usize, 2] {
                            let d = dst.mods.modify_double(join(v[p], v[p + 1]));
                            (v[p], v[p + 1]) = split(d);
                        }
                    }
                    ValueType::Int => {}
                }
            }
            match &dst.loc {
                DstLoc::Slot(s) => {
                    if let Some(r) = self.regs.get_mut(*s as usize * n + l) {
                        dst.mods.store(r, &v);
                    }
                }
                DstLoc::ITemp { base, len, index } => {
                    let p = self.itemp_pos(*base, *len, index, l)?;
                    if let Some(r) = self.xregs.get_mut(p) {
                        dst.mods.store(r, &v);
                    }
                }
                DstLoc::Shared(n) => {
                    if let Some(r) = self.sregs.get_mut(*n as usize) {
                        dst.mods.store(r, &v);
                    }
                }
                DstLoc::Global { index } => {
                    let idx = self.index(index, l)?;
                    let glen = self.bufs.g.as_ref().map(|g| g.len() / 4);
                    let Some(glen) = glen else {
                        return self.err("g[] is written but the launch defines no \"g\" buffer");
                    };
                    if idx < 0 || idx as usize >= glen {
                        return self.err(format!(
                            "g[{idx}] is outside the global buffer ({glen} slots)"
                        ));
                    }
                    let w = idx as usize * 4;
                    if let Some(g) = self.bufs.g.as_mut().and_then(|g| g.get_mut(w..w + 4)) {
                        let mut reg = [g[0], g[1], g[2], g[3]];
                        dst.mods.store(&mut reg, &v);
                        g.copy_from_slice(&reg);
                    }
                }
            }
        }
        Ok(())
    }

    // ----- ALU ----------------------------------------------------------------------

    fn alu(&mut self, op: AluOp, dst: &Dst, srcs: &[Src]) -> R<()> {
        // An instruction that reads and writes shared registers is atomic per work-item
        // (L2020): run it one lane at a time.
        let shared = matches!(dst.loc, DstLoc::Shared(_))
            && srcs.iter().any(|s| matches!(s.loc, Loc::Shared(_)));
        if shared && self.active.len() > 1 {
            let all = std::mem::take(&mut self.active);
            let mut result = Ok(());
            for &l in &all {
                self.active = vec![l];
                result = self.alu_lanes(op, dst, srcs);
                if result.is_err() {
                    break;
                }
            }
            self.active = all;
            return result;
        }
        self.alu_lanes(op, dst, srcs)
    }

    /// CMOV (L7593-7610): where `src0[i]` is a nonzero float, `dst[i]` takes `src1[i]` (or
    /// the 0/1 select of the mask); where it is ±0 the component is not written at all,
    /// whatever the mask says.
    fn cmov(&mut self, dst: &Dst, srcs: &[Src]) -> R<()> {
        let (Some(cond), Some(value)) = (srcs.first(), srcs.get(1)) else {
            return Err(self.malformed("cmov needs two sources"));
        };
        self.fill(cond, 0, ValueType::Float)?;
        self.fill(value, 1, ValueType::Float)?;
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let (c, v) = (at(&self.src[0], l), at(&self.src[1], l));
            let mut lane_dst = dst.mods;
            for (k, m) in lane_dst.mask.iter_mut().enumerate() {
                if !float::is_nonzero(c[k]) {
                    *m = DstComp::NoWrite;
                }
            }
            let d = Dst {
                loc: dst.loc.clone(),
                mods: lane_dst,
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = v;
            }
            let saved = std::mem::replace(&mut self.active, vec![l as u32]);
            let result = self.write_dst(&d, ValueType::Float);
            self.active = saved;
            result?;
        }
        Ok(())
    }

    fn alu_lanes(&mut self, op: AluOp, dst: &Dst, srcs: &[Src]) -> R<()> {
        if op == AluOp::Cmov {
            return self.cmov(dst, srcs);
        }
        let ty = op.value_type();
        for (i, s) in srcs.iter().enumerate().take(4) {
            // CMOV_LOGICAL's and DMOVC's selector, shift counts, etc. are read with the
            // opcode's type; D2F/DLDEXP read doubles in src0 only.
            let sty = match (op, i) {
                (AluOp::Dldexp, 1) | (AluOp::Dmovc, 0) => ValueType::Int,
                (AluOp::F2D, _) => ValueType::Float,
                _ => ty,
            };
            self.fill(s, i, sty)?;
        }
        let restricted;
        let dst = if op.produces() == [true; 4] {
            dst
        } else {
            let mut d = dst.clone();
            for (m, p) in d.mods.mask.iter_mut().zip(op.produces()) {
                if !p && *m == DstComp::Write {
                    *m = DstComp::NoWrite;
                }
            }
            restricted = d;
            &restricted
        };
        let (cs, nc) = write_comps(dst);
        let comps = &cs[..nc];
        let [s0, s1, s2, s3] = &self.src;
        let out = &mut self.res;
        let act = &self.active[..];
        use AluOp::*;
        match op {
            Mov => map1(act, comps, s0, out, |a| a),
            Add => map2(act, comps, s0, s1, out, float::add),
            Sub => map2(act, comps, s0, s1, out, float::sub),
            Mul { ieee } => map2(act, comps, s0, s1, out, |a, b| float::mul(a, b, ieee)),
            Mad { ieee } => map3(act, comps, s0, s1, s2, out, |a, b, c| {
                float::mad(a, b, c, ieee)
            }),
            Fma => map3(act, comps, s0, s1, s2, out, float::fma),
            Div(z) => map2(act, comps, s0, s1, out, |a, b| float::div(a, b, z)),
            Dp { n, ieee } => per_lane(act, out, |l| {
                [float::dot(&at(s0, l), &at(s1, l), n as usize, ieee); 4]
            }),
            Min => map2(act, comps, s0, s1, out, float::min),
            Max => map2(act, comps, s0, s1, out, float::max),
            Clamp => map3(act, comps, s0, s1, s2, out, float::clamp3),
            Eq => map2(act, comps, s0, s1, out, float::eq),
            Ne => map2(act, comps, s0, s1, out, float::ne),
            Ge => map2(act, comps, s0, s1, out, float::ge),
            Lt => map2(act, comps, s0, s1, out, float::lt),
            Set(r) => map2(act, comps, s0, s1, out, |a, b| float::set(r, a, b)),
            Frc => map1(act, comps, s0, out, float::frc),
            Floor => map1(act, comps, s0, out, float::floor),
            Ceil => map1(act, comps, s0, out, float::ceil),
            Trunc => map1(act, comps, s0, out, float::trunc),
            RoundEven => map1(act, comps, s0, out, float::round_even),
            Rnd => map1(act, comps, s0, out, float::rnd),
            Mod => map2(act, comps, s0, s1, out, float::fmod),
            Abs => map1(act, comps, s0, out, |a| {
                float::output(float::input(a).abs())
            }),
            SqrtVec => map1(act, comps, s0, out, float::sqrt),
            RsqVec => map1(act, comps, s0, out, float::rsq_vec),
            ExpVec => map1(act, comps, s0, out, float::exp),
            LogVec => map1(act, comps, s0, out, |a| float::log(a, ZeroOp::Infinity)),
            SinVec => map1(act, comps, s0, out, float::sin),
            CosVec => map1(act, comps, s0, out, float::cos),
            RcpVec(z) => map1(act, comps, s0, out, |a| float::rcp(a, z)),
            ScalarRcp(z) => scalar(act, s0, out, |a| float::rcp(a, z)),
            ScalarRsq(z) => scalar(act, s0, out, |a| float::rsq(a, z)),
            ScalarSqrt => scalar(act, s0, out, float::sqrt),
            ScalarExp => scalar(act, s0, out, float::exp),
            ScalarLog(z) => scalar(act, s0, out, |a| float::log(a, z)),
            ScalarSin => scalar(act, s0, out, float::sin),
            ScalarCos => scalar(act, s0, out, float::cos),
            ScalarPow => per_lane(act, out, |l| [float::pow(at(s0, l)[3], at(s1, l)[3]); 4]),
            ScalarAcos => scalar(act, s0, out, float::acos),
            ScalarAsin => scalar(act, s0, out, float::asin),
            ScalarAtan => scalar(act, s0, out, float::atan),
            ScalarTan => scalar(act, s0, out, float::tan),
            SinCos => per_lane(act, out, |l| {
                let w = at(s0, l)[3];
                [float::cos(w), float::sin(w), 0, 0]
            }),
            Expp => per_lane(act, out, |l| float::expp(at(s0, l)[3])),
            Dp2Add { ieee } => per_lane(act, out, |l| {
                [float::dp2add(&at(s0, l), &at(s1, l), at(s2, l)[2], ieee); 4]
            }),
            Lrp => map3(act, comps, s0, s1, s2, out, float::lrp),
            Sgn => map1(act, comps, s0, out, float::sgn),
            Crs => per_lane(act, out, |l| float::cross(&at(s0, l), &at(s1, l))),
            DstOp => per_lane(act, out, |l| float::dst(&at(s0, l), &at(s1, l))),
            Len => per_lane(act, out, |l| [float::len3(&at(s0, l)); 4]),
            Dist => per_lane(act, out, |l| [float::dist3(&at(s0, l), &at(s1, l)); 4]),
            // Handled by `cmov` (its mask depends on the lane's data).
            Cmov => map1(act, comps, s1, out, |a| a),
            Cmp { relop, cmpval } => map3(act, comps, s0, s1, s2, out, |c, a, b| {
                if float::relop(relop, c, cmpval) {
                    a
                } else {
                    b
                }
            }),
            Iadd => map2(act, comps, s0, s1, out, integer::iadd),
            Inegate => map1(act, comps, s0, out, integer::inegate),
            Imul => map2(act, comps, s0, s1, out, integer::imul),
            ImulHigh => map2(act, comps, s0, s1, out, integer::imul_high),
            UmulHigh => map2(act, comps, s0, s1, out, integer::umul_high),
            Imad => map3(act, comps, s0, s1, s2, out, integer::imad),
            Imul24 => map2(act, comps, s0, s1, out, integer::imul24),
            Imul24High => map2(act, comps, s0, s1, out, integer::imul24_high),
            Imad24 => map3(act, comps, s0, s1, s2, out, integer::imad24),
            Umul24 => map2(act, comps, s0, s1, out, integer::umul24),
            Umul24High => map2(act, comps, s0, s1, out, integer::umul24_high),
            Umad24 => map3(act, comps, s0, s1, s2, out, integer::umad24),
            Udiv => map2(act, comps, s0, s1, out, integer::udiv),
            Umod => map2(act, comps, s0, s1, out, integer::umod),
            Imax => map2(act, comps, s0, s1, out, integer::imax),
            Imin => map2(act, comps, s0, s1, out, integer::imin),
            Umax => map2(act, comps, s0, s1, out, integer::umax),
            Umin => map2(act, comps, s0, s1, out, integer::umin),
            Ieq => map2(act, comps, s0, s1, out, integer::ieq),
            Ine => map2(act, comps, s0, s1, out, integer::ine),
            Ige => map2(act, comps, s0, s1, out, integer::ige),
            Ilt => map2(act, comps, s0, s1, out, integer::ilt),
            Uge => map2(act, comps, s0, s1, out, integer::uge),
            Ult => map2(act, comps, s0, s1, out, integer::ult),
            Iand => map2(act, comps, s0, s1, out, |a, b| a & b),
            Ior => map2(act, comps, s0, s1, out, |a, b| a | b),
            Ixor => map2(act, comps, s0, s1, out, |a, b| a ^ b),
            Inot => map1(act, comps, s0, out, |a| !a),
            // Shift counts come from src1 with its swizzle, per component (L6897).
            Ishl => map2(act, comps, s0, s1, out, integer::ishl),
            Ishr => map2(act, comps, s0, s1, out, integer::ishr),
            Ushr => map2(act, comps, s0, s1, out, integer::ushr),
            Icarry => map2(act, comps, s0, s1, out, integer::icarry),
            Iborrow => map2(act, comps, s0, s1, out, integer::iborrow),
            IbitExtract => map3(act, comps, s0, s1, s2, out, integer::ibit_extract),
            UbitExtract => map3(act, comps, s0, s1, s2, out, integer::ubit_extract),
            UbitInsert => per_lane(act, out, |l| {
                let (a, b, c, d) = (at(s0, l), at(s1, l), at(s2, l), at(s3, l));
                [0, 1, 2, 3].map(|i| integer::ubit_insert(a[i], b[i], c[i], d[i]))
            }),
            Icountbits => map1(act, comps, s0, out, integer::icountbits),
            Ffb(kind) => map1(act, comps, s0, out, |a| integer::ffb(kind, a)),
            UbitReverse => map1(act, comps, s0, out, integer::ubit_reverse),
            CmovLogical => map3(
                act,
                comps,
                s0,
                s1,
                s2,
                out,
                |c, a, b| if c != 0 { a } else { b },
            ),
            // The multimedia ops replicate one 32-bit result computed from .x (L9690).
            BitAlign => per_lane(act, out, |l| {
                [integer::bit_align(at(s0, l)[0], at(s1, l)[0], at(s2, l)[0]); 4]
            }),
            ByteAlign => per_lane(act, out, |l| {
                [integer::byte_align(at(s0, l)[0], at(s1, l)[0], at(s2, l)[0]); 4]
            }),
            Unpack(k) => per_lane(act, out, |l| [integer::unpack(k as u32, at(s0, l)[0]); 4]),
            Sad => map3(act, comps, s0, s1, s2, out, integer::sad),
            SadHi => map3(act, comps, s0, s1, s2, out, integer::sad_hi),
            Sad4 => per_lane(act, out, |l| {
                [integer::sad4(&at(s0, l), &at(s1, l), at(s2, l)[0]); 4]
            }),
            Ftoi => map1(act, comps, s0, out, convert::ftoi),
            Ftou => map1(act, comps, s0, out, convert::ftou),
            Itof => map1(act, comps, s0, out, convert::itof),
            Utof => map1(act, comps, s0, out, convert::utof),
            F2F16 => map1(act, comps, s0, out, convert::f_2_f16),
            F162F => map1(act, comps, s0, out, convert::f16_2_f),
            D2F => per_lane(act, out, |l| {
                let a = at(s0, l);
                [convert::d2f(a[0], a[1]); 4]
            }),
            F2D => per_lane(act, out, |l| {
                let (lo, hi) = convert::f2d(at(s0, l)[0]);
                [lo, hi, lo, hi]
            }),
            Dadd => dmap2(act, s0, s1, out, |a, b| a + b),
            Dmul => dmap2(act, s0, s1, out, |a, b| a * b),
            Ddiv => dmap2(act, s0, s1, out, |a, b| a / b),
            Dmax => dmap2(act, s0, s1, out, double::dmax),
            Dmin => dmap2(act, s0, s1, out, double::dmin),
            Dmad => per_lane(act, out, |l| {
                let d = dval(s0, l).mul_add(dval(s1, l), dval(s2, l));
                pair(d)
            }),
            Dfrac => per_lane(act, out, |l| pair(double::dfrac(dval(s0, l)))),
            Dsqrt => per_lane(act, out, |l| pair(dval(s0, l).sqrt())),
            Drcp(z) => per_lane(act, out, |l| {
                let x = dval(s0, l);
                pair(if x == 0.0 { dzero(z) } else { 1.0 / x })
            }),
            Drsq(z) => per_lane(act, out, |l| {
                let x = dval(s0, l);
                pair(if x == 0.0 { dzero(z) } else { 1.0 / x.sqrt() })
            }),
            Dmov => per_lane(act, out, |l| pair(dval(s0, l))),
            // D_MOVC (L9444-9452): `src0.x == 0 ? src1 : src2`, as the manual's
            // pseudocode is written.
            Dmovc => per_lane(act, out, |l| {
                let pick = if at(s0, l)[0] == 0 { s1 } else { s2 };
                pair(dval(pick, l))
            }),
            Dldexp => per_lane(act, out, |l| {
                pair(double::dldexp(dval(s0, l), at(s1, l)[0] as i32))
            }),
            Dfrexp => per_lane(act, out, |l| {
                let (m, e) = double::dfrexp(dval(s0, l));
                let (lo, hi) = split(m);
                [0, e as u32, lo, hi]
            }),
            // Double compares look at .xy and broadcast one mask (L3057).
            Deq => per_lane(act, out, |l| [float::mask(dval(s0, l) == dval(s1, l)); 4]),
            Dne => per_lane(act, out, |l| {
                let (a, b) = (dval(s0, l), dval(s1, l));
                [float::mask(!a.is_nan() && !b.is_nan() && a != b); 4]
            }),
            Dge => per_lane(act, out, |l| [float::mask(dval(s0, l) >= dval(s1, l)); 4]),
            Dlt => per_lane(act, out, |l| [float::mask(dval(s0, l) < dval(s1, l)); 4]),
            I64Add => per_lane(act, out, |l| qpair(qval(s0, l).wrapping_add(qval(s1, l)))),
            I64Negate => per_lane(act, out, |l| qpair(qval(s0, l).wrapping_neg())),
            I64Cmp(rel) => per_lane(act, out, |l| {
                let (a, b) = (qval(s0, l), qval(s1, l));
                let t = match rel {
                    I64Rel::Eq => a == b,
                    I64Rel::Ne => a != b,
                    I64Rel::Ge => a as i64 >= b as i64,
                    I64Rel::Lt => (a as i64) < b as i64,
                    I64Rel::Uge => a >= b,
                    I64Rel::Ult => a < b,
                };
                [float::mask(t); 4]
            }),
            I64MinMax { max, signed } => per_lane(act, out, |l| {
                let (a, b) = (qval(s0, l), qval(s1, l));
                let a_less = if signed { (a as i64) < b as i64 } else { a < b };
                qpair(if a_less == max { b } else { a })
            }),
            I64Shift(kind) => per_lane(act, out, |l| {
                let (a, n) = (qval(s0, l), at(s1, l)[0] & 0x3F);
                qpair(match kind {
                    Shift64::Shl => a << n,
                    Shift64::Shr => ((a as i64) >> n) as u64,
                    Shift64::UShr => a >> n,
                })
            }),
        }
        let wty = match op {
            Mov | Cmov | CmovLogical => ValueType::Float,
            F2D => ValueType::Double,
            D2F | Deq | Dne | Dge | Dlt | Dfrexp | I64Cmp(_) => ValueType::Int,
            _ => ty,
        };
        self.write_dst(dst, wty)
    }

    // ----- control flow -------------------------------------------------------------

    fn cond_lanes(&self, cond: &Cond) -> R<LaneMask> {
        let mut m = LaneMask::EMPTY;
        if let Cond::NonZero(src) | Cond::Zero(src) = cond {
            if let (Loc::Slot(s), true, Select::Comp(c)) =
                (&src.loc, src.plain, src.mods.swizzle[0])
            {
                let want_nonzero = matches!(cond, Cond::NonZero(_));
                let base = *s as usize * self.n;
                for &l in &self.active {
                    let l = l as usize;
                    let v = self.regs.get(base + l).map_or(0, |r| r[(c & 3) as usize]);
                    if (v != 0) == want_nonzero {
                        m.set(l);
                    }
                }
                return Ok(m);
            }
        }
        for &l in &self.active {
            let l = l as usize;
            let t = match cond {
                Cond::NonZero(s) => self.fetch(s, l, ValueType::Int)?[0] != 0,
                Cond::Zero(s) => self.fetch(s, l, ValueType::Int)?[0] == 0,
                Cond::Relop(r, a, b) => float::relop(
                    *r,
                    self.fetch(a, l, ValueType::Float)?[0],
                    self.fetch(b, l, ValueType::Float)?[0],
                ),
            };
            if t {
                m.set(l);
            }
        }
        Ok(m)
    }

    fn opt_cond(&self, cond: &Option<Cond>) -> R<LaneMask> {
        match cond {
            Some(c) => self.cond_lanes(c),
            None => Ok(self.mask),
        }
    }

    /// Removes `lanes` from the current mask and from the frames above index `keep`.
    fn leave(&mut self, lanes: &LaneMask, keep: usize) {
        if lanes.is_empty() {
            return;
        }
        let mut m = self.mask;
        m.and_not(lanes);
        for f in self.frames.iter_mut().skip(keep + 1) {
            f.forget(lanes);
        }
        self.set_mask(m);
    }

    fn run_group(&mut self) -> R<()> {
        let k = self.k;
        loop {
            self.steps += 1;
            if self.steps > MAX_STEPS_PER_GROUP {
                return self.err(format!(
                    "the work-group executed more than {MAX_STEPS_PER_GROUP} instructions (runaway loop?)"
                ));
            }
            let Some(inst) = k.insts.get(self.pc) else {
                return Ok(());
            };
            let mut next = self.pc + 1;
            self.stats.instructions += 1;
            self.stats.lane_instructions += self.active.len() as u64;
            match inst {
                Inst::Nop => {}
                Inst::Alu { op, dst, srcs } => {
                    if !self.active.is_empty() {
                        self.alu(*op, dst, srcs)?;
                    }
                }
                Inst::Load {
                    space,
                    width,
                    dst,
                    addr,
                } => self.load(*space, *width, dst, addr, None)?,
                Inst::LoadVec {
                    space,
                    dst,
                    addr,
                    offset,
                } => self.load(*space, Width::Dword, dst, addr, Some(offset))?,
                Inst::Store {
                    space,
                    width,
                    mask,
                    addr,
                    value,
                } => self.store(*space, *width, mask, addr, None, value)?,
                Inst::StoreVec {
                    space,
                    mask,
                    addr,
                    offset,
                    value,
                } => self.store(*space, Width::Dword, mask, addr, Some(offset), value)?,
                Inst::Atomic {
                    space,
                    op,
                    dst,
                    addr,
                    srcs,
                } => self.atomic(*space, *op, dst.as_ref(), addr, srcs)?,
                Inst::Append { id, consume, dst } => self.append(*id, *consume, dst)?,
                Inst::Fence { threads } => {
                    if *threads && self.mask != self.live {
                        return self.err(
                            "fence_threads is not reached by every work-item of the group (barrier in divergent flow control, L5271)",
                        );
                    }
                }
                Inst::If {
                    cond,
                    else_pc,
                    end_pc,
                } => {
                    let t = self.cond_lanes(cond)?;
                    let mut e = self.mask;
                    e.and_not(&t);
                    let saved = self.mask;
                    self.frames.push(Frame::If {
                        saved,
                        else_mask: e,
                    });
                    let empty = t.is_empty();
                    self.set_mask(t);
                    if empty {
                        next = else_pc.unwrap_or(*end_pc);
                    }
                }
                Inst::Else { end_pc } => match self.frames.last() {
                    Some(Frame::If { else_mask, .. }) => {
                        let e = *else_mask;
                        let empty = e.is_empty();
                        self.set_mask(e);
                        if empty {
                            next = *end_pc;
                        }
                    }
                    _ => return Err(self.malformed("else without if")),
                },
                Inst::EndIf => match self.frames.pop() {
                    Some(Frame::If { saved, .. }) => self.set_mask(saved),
                    _ => return Err(self.malformed("endif without if")),
                },
                Inst::Loop { .. } => {
                    let saved = self.mask;
                    self.frames.push(Frame::Loop {
                        saved,
                        cont: LaneMask::EMPTY,
                    });
                }
                Inst::EndLoop { start_pc } => {
                    let (saved, cont) = match self.frames.last_mut() {
                        Some(Frame::Loop { saved, cont }) => {
                            (*saved, std::mem::replace(cont, LaneMask::EMPTY))
                        }
                        _ => return Err(self.malformed("endloop without whileloop")),
                    };
                    let mut m = self.mask;
                    m.or(&cont);
                    if m.is_empty() {
                        self.frames.pop();
                        self.set_mask(saved);
                    } else {
                        if m != self.mask {
                            self.set_mask(m);
                        }
                        next = *start_pc;
                    }
                }
                Inst::Break { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let Some(t) = self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Loop { .. } | Frame::Switch { .. }))
                    else {
                        return Err(self.malformed("break outside a loop or switch"));
                    };
                    self.leave(&lanes, t);
                }
                Inst::Continue { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let Some(t) = self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Loop { .. }))
                    else {
                        return Err(self.malformed("continue outside a loop"));
                    };
                    self.leave(&lanes, t);
                    if let Some(Frame::Loop { cont, .. }) = self.frames.get_mut(t) {
                        cont.or(&lanes);
                    }
                }
                Inst::Switch { value, .. } => {
                    let mut values = vec![0u32; self.n];
                    for &l in &self.active {
                        let l = l as usize;
                        if let Some(v) = values.get_mut(l) {
                            *v = self.fetch(value, l, ValueType::Int)?[0];
                        }
                    }
                    let saved = self.mask;
                    self.frames.push(Frame::Switch {
                        saved,
                        values,
                        entered: LaneMask::EMPTY,
                    });
                    self.set_mask(LaneMask::EMPTY);
                }
                Inst::Case { value } => {
                    let mut m = self.mask;
                    match self.frames.last_mut() {
                        Some(Frame::Switch {
                            saved,
                            values,
                            entered,
                        }) => {
                            let mut add = LaneMask::EMPTY;
                            for (l, v) in values.iter().enumerate() {
                                if v == value {
                                    add.set(l);
                                }
                            }
                            add.and(saved);
                            add.and_not(entered);
                            entered.or(&add);
                            m.or(&add);
                        }
                        _ => return Err(self.malformed("case outside a switch")),
                    }
                    self.set_mask(m);
                }
                Inst::Default => {
                    let mut m = self.mask;
                    let pc = self.pc;
                    let cases = self.switch_cases(pc)?.to_vec();
                    match self.frames.last_mut() {
                        Some(Frame::Switch {
                            saved,
                            values,
                            entered,
                        }) => {
                            let mut add = LaneMask::EMPTY;
                            for (l, v) in values.iter().enumerate() {
                                if !cases.contains(v) {
                                    add.set(l);
                                }
                            }
                            add.and(saved);
                            add.and_not(entered);
                            entered.or(&add);
                            m.or(&add);
                        }
                        _ => return Err(self.malformed("default outside a switch")),
                    }
                    self.set_mask(m);
                }
                Inst::EndSwitch => match self.frames.pop() {
                    Some(Frame::Switch { saved, .. }) => self.set_mask(saved),
                    _ => return Err(self.malformed("endswitch without switch")),
                },
                Inst::Call { target, cond } => {
                    let lanes = self.opt_cond(cond)?;
                    let depth = self
                        .frames
                        .iter()
                        .filter(|f| matches!(f, Frame::Call { .. }))
                        .count();
                    if !lanes.is_empty() && depth < MAX_CALL_DEPTH {
                        let saved = self.mask;
                        self.frames.push(Frame::Call {
                            saved,
                            ret_pc: next,
                        });
                        self.set_mask(lanes);
                        next = *target;
                    }
                }
                Inst::FuncEnd => {
                    // Pop any frames the function leaves open (a `ret` inside flow control
                    // is rejected by the verifier; be lenient here) down to the call.
                    loop {
                        match self.frames.pop() {
                            Some(Frame::Call { saved, ret_pc }) => {
                                self.set_mask(saved);
                                next = ret_pc;
                                break;
                            }
                            Some(_) => continue,
                            None => return Ok(()),
                        }
                    }
                }
                Inst::Return { cond } => {
                    let lanes = self.opt_cond(cond)?;
                    match self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Call { .. }))
                    {
                        Some(t) => self.leave(&lanes, t),
                        None => self.finish(&lanes),
                    }
                }
                Inst::Discard { cond } => {
                    let lanes = self.cond_lanes(cond)?;
                    self.finish(&lanes);
                }
                Inst::End => {
                    if self.frames.is_empty() {
                        return Ok(());
                    }
                    let lanes = self.mask;
                    self.finish(&lanes);
                }
            }
            self.pc = next;
        }
    }

    /// The case values of the switch whose DEFAULT is at `pc`.
    fn switch_cases(&self, pc: usize) -> R<&[u32]> {
        let mut depth = 0usize;
        for i in (0..pc).rev() {
            match self.k.insts.get(i) {
                Some(Inst::EndSwitch) => depth += 1,
                Some(Inst::Switch { cases, .. }) => {
                    if depth == 0 {
                        return Ok(cases);
                    }
                    depth -= 1;
                }
                _ => {}
            }
        }
        Err(self.malformed("default outside a switch"))
    }

    /// Lanes that stop for good (end of program, discard, ret_dyn in main).
    fn finish(&mut self, lanes: &LaneMask) {
        self.live.and_not(lanes);
        for f in self.frames.iter_mut() {
            f.forget(lanes);
        }
        let mut m = self.mask;
        m.and_not(lanes);
        self.set_mask(m);
    }

    fn malformed(&self, what: &str) -> InterpError {
        InterpError::new(
            super::InterpErrorKind::Malformed,
            format!("malformed flow control: {what}"),
            self.span(),
        )
    }

    /// APPEND_BUF_ALLOC returns the hidden counter and increments it, per active lane in
    /// order; APPEND_BUF_CONSUME decrements it and returns the new value (L9837-9895). The
    /// launch format sets no counters, so they start at 0; consuming from 0 and using one
    /// buffer for both forms (L9849) are program errors.
    fn append(&mut self, id: u32, consume: bool, dst: &Dst) -> R<()> {
        self.uav_kind(id)?;
        let (mut count, consumed) = self.append.get(&id).copied().unwrap_or((0, consume));
        if consumed != consume {
            return self.err(format!(
                "UAV {id} is used by both append_buf_alloc and append_buf_consume (L9849)"
            ));
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let v = if consume {
                if count == 0 {
                    return self.err(format!(
                        "append_buf_consume on UAV {id} with an empty counter"
                    ));
                }
                count -= 1;
                count
            } else {
                let old = count;
                count = count.wrapping_add(1);
                old
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = [v; 4];
            }
        }
        self.append.insert(id, (count, consume));
        self.write_dst(dst, ValueType::Int)
    }

    // ----- memory -------------------------------------------------------------------

    fn uav_kind(&self, id: u32) -> R<UavKind> {
        match self.k.uavs.iter().find(|(i, _)| *i == id) {
            Some((_, kind)) => Ok(*kind),
            None => self.err(format!("UAV {id} is used but not declared")),
        }
    }

    /// The buffer index (LDS buffers first, then GDS) and declaration of a shared space.
    fn shared_index(&self, space: Space) -> R<(usize, LdsDecl)> {
        let (decls, base, id) = match space {
            Space::Lds(id) => (&self.k.lds, 0, id),
            Space::Gds(id) => (&self.k.gds, self.k.lds.len(), id),
            Space::Uav(id) => return self.err(format!("UAV {id} used as LDS/GDS")),
        };
        match decls.iter().position(|(i, _)| *i == id) {
            Some(p) => Ok((base + p, decls[p].1)),
            None => self.err(format!("{space:?} is used but not declared")),
        }
    }

    /// The byte address of a raw / struct access from `a` (raw: `.x`; struct: `.xy`).
    fn byte_address(&self, stride: Option<u32>, a: [u32; 4], align: u32, what: &str) -> R<u64> {
        let addr = match stride {
            None => a[0] as u64,
            Some(stride) => {
                if a[1] >= stride {
                    return self.err(format!(
                        "{what}: struct offset {} is not inside the {stride}-byte structure (undefined, L12015)",
                        a[1]
                    ));
                }
                a[0] as u64 * stride as u64 + a[1] as u64
            }
        };
        if addr % align as u64 != 0 {
            return self.err(format!(
                "{what}: byte address {addr} is not {align}-byte aligned (L3287-3292)"
            ));
        }
        Ok(addr)
    }

    /// A load. `offset` is LDS_LOAD_VEC's separate struct offset; the vector form reads
    /// four dwords with out-of-range words giving 0 (L10368), the scalar LDS forms read one
    /// value that is replicated to every written component ("returns a scalar", L10218).
    fn load(
        &mut self,
        space: Space,
        width: Width,
        dst: &Dst,
        addr: &Src,
        offset: Option<&Src>,
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        if let Some(o) = offset {
            self.fill(o, 1, ValueType::Int)?;
        }
        let uav_kind = match space {
            Space::Uav(id) => self.uav_kind(id)?,
            Space::Lds(_) | Space::Gds(_) => UavKind::Raw,
        };
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let mut a = at(&self.src[0], l);
            if offset.is_some() {
                a[1] = at(&self.src[1], l)[0];
            }
            let v = match space {
                Space::Uav(id) => {
                    let kind = uav_kind;
                    let buf = self.bufs.uavs.get(&id).map(|b| &b[..]).unwrap_or(&[]);
                    match kind {
                        UavKind::Typed { one } => [word_or_zero(buf, a[0] as u64), 0, 0, one],
                        UavKind::Raw | UavKind::Struct { .. } => {
                            let stride = match kind {
                                UavKind::Struct { stride } => Some(stride),
                                _ => None,
                            };
                            let byte = self.byte_address(stride, a, 4, "UAV load")?;
                            four_words(buf, byte / 4, stride.map(|s| (a[1], s)))
                        }
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let (size, align) = width_bytes(width);
                    let byte = self.byte_address(decl.stride, a, align, "LDS load")?;
                    let buf = self.lds.get(p).map(|b| &b[..]).unwrap_or(&[]);
                    if offset.is_some() {
                        four_words(buf, byte / 4, decl.stride.map(|s| (a[1], s)))
                    } else {
                        if byte + size > decl.bytes as u64 {
                            return self.err(format!(
                                "LDS load at byte {byte} is outside the {}-byte LDS {id}",
                                decl.bytes
                            ));
                        }
                        let word = word_or_zero(buf, byte / 4);
                        let shift = (byte % 4) * 8;
                        let v = match width {
                            Width::Dword => word,
                            Width::Byte { signed: false } => (word >> shift) & 0xFF,
                            Width::Byte { signed: true } => {
                                ((word >> shift) as u8 as i8) as i32 as u32
                            }
                            Width::Short { signed: false } => (word >> shift) & 0xFFFF,
                            Width::Short { signed: true } => {
                                ((word >> shift) as u16 as i16) as i32 as u32
                            }
                        };
                        [v; 4]
                    }
                }
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = v;
            }
        }
        self.write_dst(dst, ValueType::Int)
    }

    /// A store through the `mem` mask; `offset` as for [`Machine::load`]. The vector LDS form
    /// drops out-of-range words (L10933).
    fn store(
        &mut self,
        space: Space,
        width: Width,
        mask: &[bool; 4],
        addr: &Src,
        offset: Option<&Src>,
        value: &Src,
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        self.fill(value, 1, ValueType::Int)?;
        if let Some(o) = offset {
            self.fill(o, 2, ValueType::Int)?;
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let mut a = at(&self.src[0], l);
            if offset.is_some() {
                a[1] = at(&self.src[2], l)[0];
            }
            let v = at(&self.src[1], l);
            match space {
                Space::Uav(id) => {
                    let kind = self.uav_kind(id)?;
                    match kind {
                        UavKind::Typed { .. } => {
                            if let Some(w) = self
                                .bufs
                                .uavs
                                .get_mut(&id)
                                .and_then(|b| b.get_mut(a[0] as usize))
                            {
                                *w = v[0];
                            }
                        }
                        UavKind::Raw | UavKind::Struct { .. } => {
                            let stride = match kind {
                                UavKind::Struct { stride } => Some(stride),
                                _ => None,
                            };
                            let byte = self.byte_address(stride, a, 4, "UAV store")?;
                            if let Some(buf) = self.bufs.uavs.get_mut(&id) {
                                store_words(buf, byte / 4, stride.map(|s| (a[1], s)), mask, &v);
                            }
                        }
                    }
                }
                Space::Lds(_) | Space::Gds(_) if offset.is_some() => {
                    let (p, decl) = self.shared_index(space)?;
                    let byte = self.byte_address(decl.stride, a, 4, "LDS store")?;
                    if let Some(buf) = self.lds.get_mut(p) {
                        store_words(buf, byte / 4, decl.stride.map(|s| (a[1], s)), mask, &v);
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let (size, align) = width_bytes(width);
                    let byte = self.byte_address(decl.stride, a, align, "LDS store")?;
                    if byte + size > decl.bytes as u64 {
                        return self.err(format!(
                            "LDS store at byte {byte} is outside the {}-byte LDS {id}",
                            decl.bytes
                        ));
                    }
                    let shift = (byte % 4) * 8;
                    if let Some(w) = self
                        .lds
                        .get_mut(p)
                        .and_then(|b| b.get_mut((byte / 4) as usize))
                    {
                        *w = match width {
                            Width::Dword => v[0],
                            Width::Byte { .. } => {
                                (*w & !(0xFF << shift)) | ((v[0] & 0xFF) << shift)
                            }
                            Width::Short { .. } => {
                                (*w & !(0xFFFF << shift)) | ((v[0] & 0xFFFF) << shift)
                            }
                        };
                    }
                }
            }
        }
        Ok(())
    }

    fn atomic(
        &mut self,
        space: Space,
        op: AtomicOp,
        dst: Option<&Dst>,
        addr: &Src,
        srcs: &[Src],
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        for (i, s) in srcs.iter().enumerate().take(2) {
            self.fill(s, i + 1, ValueType::Int)?;
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let a = at(&self.src[0], l);
            let x = at(&self.src[1], l)[0];
            let y = at(&self.src[2], l)[0];
            let word: &mut u32 = match space {
                Space::Uav(id) => {
                    let kind = self.uav_kind(id)?;
                    let index = match kind {
                        UavKind::Typed { .. } => a[0] as u64,
                        UavKind::Raw => self.byte_address(None, a, 4, "UAV atomic")? / 4,
                        UavKind::Struct { stride } => {
                            self.byte_address(Some(stride), a, 4, "UAV atomic")? / 4
                        }
                    };
                    let span = self.span();
                    match self
                        .bufs
                        .uavs
                        .get_mut(&id)
                        .and_then(|b| usize::try_from(index).ok().and_then(|i| b.get_mut(i)))
                    {
                        Some(w) => w,
                        None => {
                            return Err(InterpError::program(
                                format!("UAV {id} atomic at dword {index} is outside the buffer"),
                                span,
                            ))
                        }
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let byte = self.byte_address(decl.stride, a, 4, "LDS atomic")?;
                    let span = self.span();
                    match self
                        .lds
                        .get_mut(p)
                        .and_then(|b| b.get_mut((byte / 4) as usize))
                    {
                        Some(w) => w,
                        None => {
                            return Err(InterpError::program(
                                format!(
                                    "LDS atomic at byte {byte} is outside the {}-byte LDS {id}",
                                    decl.bytes
                                ),
                                span,
                            ))
                        }
                    }
                }
            };
            let old = *word;
            *word = match op {
                AtomicOp::Add => old.wrapping_add(x),
                AtomicOp::Sub => old.wrapping_sub(x),
                AtomicOp::Rsub => x.wrapping_sub(old),
                AtomicOp::Min => integer::imin(old, x),
                AtomicOp::Max => integer::imax(old, x),
                AtomicOp::Umin => old.min(x),
                AtomicOp::Umax => old.max(x),
                AtomicOp::And => old & x,
                AtomicOp::Or => old | x,
                AtomicOp::Xor => old ^ x,
                AtomicOp::Xchg => x,
                // srcs are decoded as [compare, new value].
                AtomicOp::CmpXchg => {
                    if old == x {
                        y
                    } else {
                        old
                    }
                }
                AtomicOp::Uinc => {
                    if old >= x {
                        0
                    } else {
                        old + 1
                    }
                }
                AtomicOp::Udec => {
                    if old == 0 || old > x {
                        x
                    } else {
                        old - 1
                    }
                }
                AtomicOp::MskOr => (old & !x) | y,
            };
            // The old value is a scalar ("dst.x", L11550): replicated to every written
            // component of dst.
            if let Some(r) = self.res.get_mut(l) {
                *r = [old; 4];
            }
        }
        match dst {
            Some(d) => self.write_dst(d, ValueType::Int),
            None => Ok(()),
        }
    }
}

/// Size and required alignment of an LDS access.
fn width_bytes(w: Width) -> (u64, u32) {
    match w {
        Width::Dword => (4, 4),
        Width::Short { .. } => (2, 2),
        Width::Byte { .. } => (1, 1),
    }
}

/// Four consecutive dwords from `first` (positional: component i is dword i, L11429-11431);
/// out-of-range words read 0, and so do words past the end of a structure when
/// `struct_off = Some((offset, stride))`.
fn four_words(buf: &[u32], first: u64, struct_off: Option<(u32, u32)>) -> [u32; 4] {
    let mut v = [0u32; 4];
    for (c, o) in v.iter_mut().enumerate() {
        let beyond = struct_off.is_some_and(|(off, s)| off as u64 + 4 * c as u64 >= s as u64);
        if !beyond {
            *o = word_or_zero(buf, first + c as u64);
        }
    }
    v
}

/// Writes the masked components of `v` to consecutive dwords from `first`, dropping
/// out-of-range words and words past the end of a structure.
fn store_words(
    buf: &mut [u32],
    first: u64,
    struct_off: Option<(u32, u32)>,
    mask: &[bool; 4],
    v: &[u32; 4],
) {
    for c in 0..4 {
        let beyond = struct_off.is_some_and(|(off, s)| off as u64 + 4 * c as u64 >= s as u64);
        if mask[c] && !beyond {
            if let Some(w) = usize::try_from(first + c as u64)
                .ok()
                .and_then(|i| buf.get_mut(i))
            {
                *w = v[c];
            }
        }
    }
}

fn word_or_zero(buf: &[u32], i: u64) -> u32 {
    usize::try_from(i)
        .ok()
        .and_then(|i| buf.get(i))
        .copied()
        .unwrap_or(0)
}

fn vec4_at(buf: &[u32], i: i64) -> Option<[u32; 4]> {
    let i = usize::try_from(i).ok()?;
    let s = buf.get(i.checked_mul(4)?..i.checked_mul(4)?.checked_add(4)?)?;
    Some([s[0], s[1], s[2], s[3]])
}

#[inline]
fn at(v: &[[u32; 4]], l: usize) -> [u32; 4] {
    v.get(l).copied().unwrap_or_default()
}

#[inline]
fn dval(v: &[[u32; 4]], l: usize) -> f64 {
    let a = at(v, l);
    join(a[0], a[1])
}

#[inline]
fn pair(d: f64) -> [u32; 4] {
    let (lo, hi) = split(d);
    [lo, hi, lo, hi]
}

#[inline]
fn qval(v: &[[u32; 4]], l: usize) -> u64 {
    let a = at(v, l);
    ((a[1] as u64) << 32) | a[0] as u64
}

#[inline]
fn qpair(q: u64) -> [u32; 4] {
    let (lo, hi) = (q as u32, (q >> 32) as u32);
    [lo, hi, lo, hi]
}

fn dzero(z: ZeroOp) -> f64 {
    match z {
        ZeroOp::Zero => 0.0,
        ZeroOp::FltMax => f64::MAX,
        ZeroOp::Infinity | ZeroOp::InfElseMax => f64::INFINITY,
    }
}

#[inline]
fn map1(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(o)) = (a.get(l), out.get_mut(l)) {
            for &c in comps {
                o[c & 3] = f(x[c & 3]);
            }
        }
    }
}

#[inline]
fn map2(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32, u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(y), Some(o)) = (a.get(l), b.get(l), out.get_mut(l)) {
            for &c in comps {
                o[c & 3] = f(x[c & 3], y[c & 3]);
            }
        }
    }
}

#[inline]
fn map3(
    act: &[u32],
    comps: &[usize],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    c3: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(u32, u32, u32) -> u32,
) {
    for &l in act {
        let l = l as usize;
        if let (Some(x), Some(y), Some(z), Some(o)) =
            (a.get(l), b.get(l), c3.get(l), out.get_mut(l))
        {
            for &c in comps {
                o[c & 3] = f(x[c & 3], y[c & 3], z[c & 3]);
            }
        }
    }
}

/// A scalar op: reads `.w` and broadcasts (L7481, L8787, L8925).
#[inline]
fn scalar(act: &[u32], a: &[[u32; 4]], out: &mut [[u32; 4]], f: impl Fn(u32) -> u32) {
    per_lane(act, out, |l| [f(at(a, l)[3]); 4]);
}

#[inline]
fn per_lane(act: &[u32], out: &mut [[u32; 4]], mut f: impl FnMut(usize) -> [u32; 4]) {
    for &l in act {
        let l = l as usize;
        let v = f(l);
        if let Some(o) = out.get_mut(l) {
            *o = v;
        }
    }
}

fn dmap2(
    act: &[u32],
    a: &[[u32; 4]],
    b: &[[u32; 4]],
    out: &mut [[u32; 4]],
    f: impl Fn(f64, f64) -> f64,
) {
    per_lane(act, out, |l| pair(f(dval(a, l), dval(b, l))));
}
