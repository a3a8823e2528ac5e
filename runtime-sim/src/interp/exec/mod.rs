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
//!   L3287-3292), out-of-bounds LDS, atomics, `g[]` and indexed temps (not defined) are
//!   program errors; constant-buffer reads past the bound buffer's end read 0.

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

mod alu;
mod flow;
mod graphics;
mod mask;
mod memory;
mod operands;

use mask::{Frame, LaneMask};
use memory::vec4_at;

/// The buffers of one dispatch, by id.
struct Buffers {
    uavs: BTreeMap<u32, Vec<u32>>,
    cbs: BTreeMap<u32, Vec<u32>>,
    g: Option<Vec<u32>>,
}

/// One group's machine state plus the dispatch's buffers.
struct Machine<'k> {
    k: &'k Kernel,
    launch: &'k LaunchSpec,
    /// Render targets / vertex outputs being written: (words, components) by N.
    targets: BTreeMap<u32, (Vec<u32>, u32)>,
    /// Per (output index, lane): components of `oN` written by the invocation.
    written: Vec<u8>,
    /// Lanes of the group that executed discard/kill.
    discarded: LaneMask,
    /// Per lane: the domain index (pixel or vertex) of the invocation.
    pixel: Vec<usize>,
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
pub(crate) fn run_kernel<'a>(k: &'a Kernel, launch: &'a LaunchSpec) -> R<(Output, Stats)> {
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
    graphics::check_launch(k, launch)?;
    let mut m = Machine {
        k,
        launch,
        targets: launch
            .outputs
            .iter()
            .map(|(&id, t)| (id, (t.words.clone(), t.components)))
            .collect(),
        written: vec![0; k.outputs.len() * n],
        discarded: LaneMask::EMPTY,
        pixel: vec![0; n],
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
                m.commit_outputs();
            }
        }
    }
    let stats = m.stats;
    Ok((
        Output {
            uavs: m.bufs.uavs,
            g: m.bufs.g,
            outputs: m.targets.into_iter().map(|(id, (w, _))| (id, w)).collect(),
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
        self.start_graphics();
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
}

/// The value of lane `l` in a per-lane vector (0 outside it).
#[inline]
fn at(v: &[[u32; 4]], l: usize) -> [u32; 4] {
    v.get(l).copied().unwrap_or_default()
}
