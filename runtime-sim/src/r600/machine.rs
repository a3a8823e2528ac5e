//! One wavefront of the R600 machine: per-lane state (GPRs, AR, valid and active masks),
//! the CF program with its stack (§3.6-3.7: PUSH/POP/ELSE/JUMP, DX9/DX10/repeat loops with
//! BREAK/CONTINUE, CALL/RETURN, KILL), ALU clauses with exact VLIW5 group semantics (all
//! slots read before any write, PV/PS, literals, kcache, predication, PRED_SET*/KILL*),
//! TEX/VTX clauses (results written at the clause end) and CF_ALLOC_IMP_EXP memory writes.
//! Static rules are checked beforehand by `validate`; the rules that depend on lane values
//! (stack depth, per-lane PV/PS validity, loop-indexed kcache lines) are checked here.

use super::error::{Location, R600Error};
use super::ops;
use super::{Options, Stats, MAX_CALL_DEPTH, MAX_GPRS, WAVE_SIZE};
use crate::launch::LaunchSpec;
use crate::memory::{DeviceMemory, Space};
use r600_isa::alu::Unit;
use r600_isa::{
    AluFlags, AluGroup, AluInst, AluOp, AluSrc, CfAluWord, CfCond, CfExportOp, CfExportWord,
    CfFlags, CfInst, CfOp, CfWord, Chan, Clause, CompSel, ExportTail, IndexMode, Kcache, PredSel,
    Program, SrcSel, TexInst, VtxDst, VtxInst,
};
use std::collections::BTreeMap;

mod tex_unit;

/// Bit mask of lanes.
type Mask = u64;

/// Cycle model (see docs/r600-sim.md).
const CYCLES_CF: u64 = 1;
const CYCLES_ALU_GROUP: u64 = 4;
const CYCLES_FETCH: u64 = 4;
const CYCLES_FETCH_LATENCY: u64 = 40;
const CYCLES_EXPORT: u64 = 4;

/// 1.0f as bits.
const ONE: u32 = 0x3F80_0000;
/// The value of an out-of-range relative constant read (L3410-3413).
const CONST_OOB: u32 = 0x7FFF_FFFF;
/// First buffer id / resource id that names `g[]` rather than a UAV (ABI).
pub(crate) const GLOBAL_BUFFER_ID: u8 = 128;

fn lanes(mut m: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

fn bit(lane: usize) -> Mask {
    1u64 << lane
}

/// The ids of the work-items of one wavefront (the ABI's preloaded GPRs R0-R2).
#[derive(Debug, Clone)]
pub(crate) struct WaveIds {
    /// Number of live lanes (work-items) in this wavefront.
    live: usize,
    /// Per lane: R0 = global id x, y, z, flat global id; R1 = local id x, y, z, flat local
    /// id; R2 = group id x, y, z, flat group id.
    regs: Vec<[[u32; 4]; 3]>,
    /// Per lane: the row-major index of its pixel (or vertex) in the launch domain, the
    /// texel of the render targets / per-vertex outputs it exports to.
    pixel: Vec<u64>,
    /// Lanes 4k..4k+3 are the 2x2 quad (top-left, top-right, bottom-left, bottom-right)
    /// of one pixel quad (pixel stage with even group width and height).
    quads: bool,
}

impl WaveIds {
    /// Ids of work-items `first .. first + live` of work-group `group`, in local linear
    /// order; in the pixel stage with an even group width and height, in quad order (lane
    /// 4k + i is pixel i of quad k: quads row-major over the group, pixels TL, TR, BL, BR)
    /// as the hardware packs pixel quads into a wavefront.
    pub(crate) fn new(
        launch: &LaunchSpec,
        stage: super::Stage,
        group: [u32; 3],
        first: usize,
        live: usize,
    ) -> Self {
        let gs = launch.group;
        let ng = launch.num_groups();
        let volume = gs.iter().map(|d| (*d).max(1)).product::<u32>();
        let flat_group = group[0] + ng[0] * (group[1] + ng[1] * group[2]);
        let (sx, sy) = (gs[0].max(1), gs[1].max(1));
        let quads = stage == super::Stage::Pixel && sx % 2 == 0 && sy % 2 == 0;
        let mut pixel = Vec::with_capacity(live);
        let regs = (0..live)
            .map(|i| {
                let order = (first + i) as u32;
                let lin = if quads {
                    // Quad k of the slice z, pixel j of the quad.
                    let per_slice = sx * sy;
                    let (z, rest) = (order / per_slice, order % per_slice);
                    let (k, j) = (rest / 4, rest % 4);
                    let qx = 2 * (k % (sx / 2)) + (j & 1);
                    let qy = 2 * (k / (sx / 2)) + (j >> 1);
                    qx + sx * (qy + sy * z)
                } else {
                    order
                };
                let lx = lin % sx;
                let ly = (lin / sx) % sy;
                let lz = lin / (sx * sy);
                let g = [
                    group[0] * gs[0] + lx,
                    group[1] * gs[1] + ly,
                    group[2] * gs[2] + lz,
                ];
                pixel.push(
                    (u64::from(g[2]) * u64::from(launch.global[1]) + u64::from(g[1]))
                        * u64::from(launch.global[0])
                        + u64::from(g[0]),
                );
                // IL `vAbsTidFlat` (AMD IL manual L1394-1398): the flat group id times the
                // group's volume plus the flat id in the group (not the row-major index in
                // the grid, which differs in 2D and 3D launches).
                let flat = flat_group * volume + lin;
                [
                    [g[0], g[1], g[2], flat],
                    [lx, ly, lz, lin],
                    [group[0], group[1], group[2], flat_group],
                ]
            })
            .collect();
        Self {
            live,
            regs,
            pixel,
            quads,
        }
    }
}

/// Loop state (aL, trip count, BREAK/CONTINUE masks of the innermost loop).
#[derive(Debug, Clone, Copy, Default)]
struct LoopState {
    /// The loop index aL.
    al: i32,
    /// Iterations left (None: DX10 loop, runs until every lane broke).
    remaining: Option<u32>,
    /// aL increment per iteration.
    step: i32,
    /// Whether LOOP_END updates aL.
    has_al: bool,
    /// Lanes that entered the loop.
    lanes: Mask,
    /// Lanes in the inactive-break state.
    brk: Mask,
    /// Lanes in the inactive-continue state.
    cont: Mask,
    /// Stack depth just above this loop's entry (BREAK/CONTINUE pop back to it).
    level: usize,
}

/// A stack entry.
#[derive(Debug, Clone, Copy)]
enum Entry {
    /// Per-pixel state (one sub-entry).
    Pixel { active: Mask },
    /// Per-pixel state and the enclosing loop state (one entry).
    Loop { active: Mask, outer: LoopState },
    /// Return address (one sub-entry).
    Call { ret: usize, depth: u32 },
}

/// Where CF execution continues.
enum Flow {
    Next,
    Jump(u32),
}

/// One wavefront in flight.
pub(crate) struct Wave<'a> {
    program: &'a Program,
    opts: &'a Options,
    cbs: &'a BTreeMap<u32, Vec<u32>>,
    launch: &'a LaunchSpec,
    memory: &'a mut DeviceMemory,
    /// Render targets (pixel stage) / per-vertex outputs (vertex stage) by N.
    targets: &'a mut BTreeMap<u32, Vec<u32>>,
    ids: WaveIds,
    gpr: Vec<u32>,
    valid: Mask,
    active: Mask,
    lp: LoopState,
    stack: Vec<Entry>,
    pushed_pixels: bool,
    call_depth: u32,
    stats: Stats,
    /// Per export TYPE (PIXEL, POS, PARAM): whether an EXPORT / EXPORT_DONE of it ran, and
    /// whether its EXPORT_DONE did (see [`Wave::export_order`]).
    exports_seen: [ExportSeen; 4],
}

/// The name of a normal export TYPE.
fn export_type_name(ty: u8) -> &'static str {
    r600_isa::cf::EXPORT_TYPES
        .get(usize::from(ty))
        .copied()
        .unwrap_or("3")
}

/// What a wavefront has exported of one TYPE so far.
#[derive(Clone, Copy, Debug, Default)]
struct ExportSeen {
    /// An EXPORT or EXPORT_DONE of the type ran (its CF address).
    any: Option<usize>,
    /// The EXPORT_DONE of the type ran.
    done: bool,
}

/// What the interpolator loads in a pixel-shader launch: interpolant N of the launch (its
/// plane at the pixel centre `(x + 0.5, y + 0.5)`, or the window coordinate
/// `(x + 0.5, y + 0.5, 0, 1)` when the launch gives no plane, the CAL convention) into the
/// GPR `opts.interpolant_gprs[N]`, all four elements.
fn load_interpolants(gpr: &mut [u32], opts: &Options, launch: &LaunchSpec, ids: &WaveIds) {
    for (lane, regs) in ids.regs.iter().enumerate() {
        let (wx, wy) = (regs[0][0] as f32 + 0.5, regs[0][1] as f32 + 0.5);
        for (n, &r) in &opts.interpolant_gprs {
            let v = match launch.interpolants.get(n) {
                Some(plane) => plane.at(wx, wy).map(f32::to_bits),
                None => [wx.to_bits(), wy.to_bits(), 0, ONE],
            };
            for (c, x) in v.iter().enumerate() {
                if let Some(slot) = gpr.get_mut(gi(usize::from(r), c, lane)) {
                    *slot = *x;
                }
            }
        }
    }
}

fn gi(reg: usize, chan: usize, lane: usize) -> usize {
    (reg * 4 + chan) * WAVE_SIZE + lane
}

/// Per-clause ALU state.
struct AluCtx<'c> {
    cf: usize,
    kcache: [Kcache; 2],
    pv: [[u32; WAVE_SIZE]; 4],
    pv_lanes: [Mask; 4],
    ps: [u32; WAVE_SIZE],
    ps_lanes: Mask,
    ar: [[i32; WAVE_SIZE]; 4],
    group: &'c AluGroup,
    g: usize,
}

impl<'a> Wave<'a> {
    /// A fresh wavefront with the ABI's registers preloaded.
    pub(crate) fn new(
        program: &'a Program,
        opts: &'a Options,
        launch: &'a LaunchSpec,
        memory: &'a mut DeviceMemory,
        targets: &'a mut BTreeMap<u32, Vec<u32>>,
        ids: WaveIds,
    ) -> Self {
        let mut gpr = vec![0u32; MAX_GPRS as usize * 4 * WAVE_SIZE];
        for (lane, regs) in ids.regs.iter().enumerate() {
            for (r, vals) in regs.iter().enumerate() {
                for (c, v) in vals.iter().enumerate() {
                    if let Some(slot) = gpr.get_mut(gi(r, c, lane)) {
                        *slot = *v;
                    }
                }
            }
        }
        if opts.stage == super::Stage::Pixel {
            load_interpolants(&mut gpr, opts, launch, &ids);
        }
        let valid = if ids.live >= WAVE_SIZE {
            u64::MAX
        } else {
            (1u64 << ids.live) - 1
        };
        Self {
            program,
            opts,
            cbs: &launch.cbs,
            launch,
            memory,
            targets,
            ids,
            gpr,
            valid,
            active: valid,
            lp: LoopState::default(),
            stack: Vec::new(),
            pushed_pixels: false,
            call_depth: 0,
            stats: Stats::default(),
            exports_seen: [ExportSeen::default(); 4],
        }
    }

    fn reg(&self, reg: usize, chan: usize, lane: usize) -> u32 {
        self.gpr.get(gi(reg, chan, lane)).copied().unwrap_or(0)
    }

    fn set_reg(&mut self, reg: usize, chan: usize, lane: usize, v: u32) {
        if let Some(slot) = self.gpr.get_mut(gi(reg, chan, lane)) {
            *slot = v;
        }
    }

    /// A GPR number plus a relative offset; `None` outside [0, N) (L3394-3399).
    fn rel_gpr(&self, base: u8, offset: i32) -> Option<usize> {
        let r = i64::from(base) + i64::from(offset);
        (0..i64::from(self.opts.gprs))
            .contains(&r)
            .then_some(r as usize)
    }

    /// Runs the CF program to END_OF_PROGRAM.
    pub(crate) fn run(&mut self) -> Result<Stats, R600Error> {
        self.stats.wavefronts = 1;
        let mut pc = 0usize;
        let mut steps = 0u64;
        loop {
            steps += 1;
            if steps > self.opts.max_cf_steps {
                return Err(R600Error::program(
                    Location::cf(pc),
                    format!(
                        "more than {} CF instructions executed (endless loop?)",
                        self.opts.max_cf_steps
                    ),
                ));
            }
            let program = self.program;
            let Some(node) = program.cf.get(pc) else {
                return Err(R600Error::program(
                    Location::cf(pc),
                    "execution ran past the last CF instruction without END_OF_PROGRAM (L1923-1925)",
                ));
            };
            self.stats.cf_executed += 1;
            self.stats.cycles += CYCLES_CF;
            let flow = match (&node.inst, &node.clause) {
                (CfInst::Alu(w), Clause::Alu(groups)) => self.alu_clause(pc, w, groups)?,
                (CfInst::Cf(w), clause) => self.cf_word(pc, w, clause)?,
                (CfInst::Export(w), _) => self.export(pc, w)?,
                (_, _) => {
                    return Err(R600Error::program(
                        Location::cf(pc),
                        "CF_ALU instruction without an ALU clause",
                    ))
                }
            };
            if node.inst.end_of_program() {
                if !self.stack.is_empty() || self.call_depth != 0 {
                    return Err(R600Error::program(
                        Location::cf(pc),
                        format!(
                            "END_OF_PROGRAM with {} stack entr(y/ies) left (the stack must be empty, L2042-2043)",
                            self.stack.len()
                        ),
                    ));
                }
                self.exports_finished(pc)?;
                return Ok(self.stats);
            }
            pc = match flow {
                Flow::Next => pc + 1,
                Flow::Jump(a) => a as usize,
            };
        }
    }

    /// The lanes passing a CF condition test (Table 3-4).
    fn test(&self, cond: CfCond, cf_const: u8, wqm: bool) -> Mask {
        let mut base = self.active;
        if wqm {
            let mut q = 0;
            for quad in 0..WAVE_SIZE / 4 {
                let m = 0xFu64 << (4 * quad);
                if base & m != 0 {
                    q |= m;
                }
            }
            base = q & self.valid;
        }
        let b = (self.opts.bool_consts >> u32::from(cf_const & 31)) & 1 == 1;
        match cond {
            CfCond::Active => base,
            CfCond::False => 0,
            CfCond::Bool => {
                if b {
                    base
                } else {
                    0
                }
            }
            CfCond::NotBool => {
                if b {
                    0
                } else {
                    base
                }
            }
        }
    }

    /// Pushes a stack entry, checking STACK_SIZE (Table 3-6: A + B / 4 ≤ STACK_SIZE, two
    /// sub-entries reserved once any per-pixel push happened).
    fn push(&mut self, e: Entry, cf: usize) -> Result<(), R600Error> {
        if matches!(e, Entry::Pixel { .. }) {
            self.pushed_pixels = true;
        }
        self.stack.push(e);
        let full = self
            .stack
            .iter()
            .filter(|e| matches!(e, Entry::Loop { .. }))
            .count() as u32;
        let subs = self.stack.len() as u32 - full + if self.pushed_pixels { 2 } else { 0 };
        let used = full + subs.div_ceil(4);
        if used > self.opts.stack_entries {
            return Err(R600Error::program(
                Location::cf(cf),
                format!(
                    "stack overflow: {used} entries needed, STACK_SIZE is {} (Table 3-6, L2601-2604)",
                    self.opts.stack_entries
                ),
            ));
        }
        Ok(())
    }

    /// Pops `n` per-pixel entries; the state becomes the last one popped.
    fn pop(&mut self, n: u8, cf: usize) -> Result<(), R600Error> {
        for _ in 0..n {
            match self.stack.last() {
                None => {
                    return Err(R600Error::program(
                        Location::cf(cf),
                        "stack underflow: pop from an empty stack",
                    ))
                }
                Some(Entry::Pixel { active }) => {
                    self.active = *active & self.valid & !self.lp.brk & !self.lp.cont;
                    self.stack.pop();
                }
                Some(Entry::Loop { .. }) => {
                    return Err(R600Error::program(
                        Location::cf(cf),
                        "a pop would remove the enclosing loop's stack entry (only LOOP_END may)",
                    ))
                }
                Some(Entry::Call { .. }) => {
                    return Err(R600Error::program(
                        Location::cf(cf),
                        "a pop would remove a subroutine's return address (only RETURN may)",
                    ))
                }
            }
        }
        Ok(())
    }

    /// The ELSE operation (L2975-2978): lanes active at the last surviving push swap between
    /// active and inactive-branch (if the condition's boolean part passes).
    fn else_op(&mut self, cond: CfCond, cf_const: u8, cf: usize) -> Result<(), R600Error> {
        let saved = match self.stack.last() {
            Some(Entry::Pixel { active }) | Some(Entry::Loop { active, .. }) => *active,
            _ => {
                return Err(R600Error::program(
                    Location::cf(cf),
                    "ELSE without a pushed per-pixel state",
                ))
            }
        };
        let b = (self.opts.bool_consts >> u32::from(cf_const & 31)) & 1 == 1;
        let pass = match cond {
            CfCond::Active => true,
            CfCond::False => false,
            CfCond::Bool => b,
            CfCond::NotBool => !b,
        };
        let mut scope = saved & self.valid & !self.lp.brk & !self.lp.cont;
        if self.in_loop() {
            scope &= self.lp.lanes;
        }
        if pass {
            self.active = scope & !self.active;
        }
        Ok(())
    }

    fn in_loop(&self) -> bool {
        self.stack.iter().any(|e| matches!(e, Entry::Loop { .. }))
    }

    fn cf_word(&mut self, pc: usize, w: &CfWord, clause: &Clause) -> Result<Flow, R600Error> {
        let loc = Location::cf(pc);
        match w.op {
            CfOp::Nop => Ok(Flow::Next),
            CfOp::Tex | CfOp::Vtx | CfOp::VtxTc => {
                let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
                self.fetch_clause(pc, clause, pass)?;
                Ok(Flow::Next)
            }
            CfOp::Push => {
                let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
                if pass == 0 {
                    self.pop(w.pop_count, pc)?;
                    return Ok(Flow::Jump(w.addr));
                }
                self.push(
                    Entry::Pixel {
                        active: self.active,
                    },
                    pc,
                )?;
                self.active = pass;
                Ok(Flow::Next)
            }
            CfOp::PushElse => {
                self.push(
                    Entry::Pixel {
                        active: self.active,
                    },
                    pc,
                )?;
                self.else_op(w.cond, w.cf_const, pc)?;
                Ok(if self.active == 0 {
                    Flow::Jump(w.addr)
                } else {
                    Flow::Next
                })
            }
            CfOp::Pop => {
                self.pop(w.pop_count, pc)?;
                Ok(Flow::Next)
            }
            CfOp::Else => {
                self.pop(w.pop_count, pc)?;
                self.else_op(w.cond, w.cf_const, pc)?;
                Ok(if self.active == 0 {
                    Flow::Jump(w.addr)
                } else {
                    Flow::Next
                })
            }
            CfOp::Jump => {
                if self.test(w.cond, w.cf_const, w.whole_quad_mode) == 0 {
                    self.pop(w.pop_count, pc)?;
                    Ok(Flow::Jump(w.addr))
                } else {
                    Ok(Flow::Next)
                }
            }
            CfOp::LoopStart | CfOp::LoopStartNoAl | CfOp::LoopStartDx10 => {
                self.loop_start(pc, w)
            }
            CfOp::LoopEnd => self.loop_end(pc, w),
            CfOp::LoopBreak | CfOp::LoopContinue => {
                if !self.in_loop() {
                    return Err(R600Error::program(
                        loc,
                        format!("{} outside a loop", w.op.name()),
                    ));
                }
                let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
                if w.op == CfOp::LoopBreak {
                    self.lp.brk |= pass;
                } else {
                    self.lp.cont |= pass;
                }
                self.active &= !pass;
                let left = self.lp.lanes & self.valid & !self.lp.brk & !self.lp.cont;
                if left == 0 {
                    // Pop back to the loop's level; POP_COUNT is ignored (Table 3-7).
                    self.stack.truncate(self.lp.level);
                    return Ok(Flow::Jump(w.addr));
                }
                Ok(Flow::Next)
            }
            CfOp::Call => {
                let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
                let depth = self.call_depth + u32::from(w.call_count);
                if pass == 0 || depth > MAX_CALL_DEPTH {
                    return Ok(Flow::Next);
                }
                self.push(
                    Entry::Call {
                        ret: pc + 1,
                        depth: self.call_depth,
                    },
                    pc,
                )?;
                self.call_depth = depth;
                Ok(Flow::Jump(w.addr))
            }
            CfOp::Return => match self.stack.last() {
                Some(Entry::Call { ret, depth }) => {
                    let (ret, depth) = (*ret, *depth);
                    self.stack.pop();
                    self.call_depth = depth;
                    Ok(Flow::Jump(ret as u32))
                }
                _ => Err(R600Error::program(
                    loc,
                    "RETURN outside a subroutine (or with per-pixel/loop entries still pushed) (L3060-3061)",
                )),
            },
            CfOp::Kill => {
                let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
                self.valid &= !pass;
                self.active &= !pass;
                Ok(if self.valid == 0 {
                    Flow::Jump(w.addr)
                } else {
                    Flow::Next
                })
            }
            CfOp::CallFs | CfOp::EmitVertex | CfOp::EmitCutVertex | CfOp::CutVertex => Err(
                R600Error::unsupported(loc, format!("{} (VS/GS only)", w.op.name())),
            ),
        }
    }

    fn loop_start(&mut self, pc: usize, w: &CfWord) -> Result<Flow, R600Error> {
        let (count, init, step) = if w.op == CfOp::LoopStartDx10 {
            (None, self.lp.al, 0)
        } else {
            let k = self
                .opts
                .loop_consts
                .get(usize::from(w.cf_const))
                .copied()
                .unwrap_or([0, 0, 0]);
            (Some(k[0].max(0) as u32), k[1], k[2])
        };
        let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
        if count == Some(0) || pass == 0 {
            self.pop(w.pop_count, pc)?;
            return Ok(Flow::Jump(w.addr));
        }
        let outer = self.lp;
        self.push(
            Entry::Loop {
                active: self.active,
                outer,
            },
            pc,
        )?;
        let has_al = w.op == CfOp::LoopStart;
        self.lp = LoopState {
            al: if has_al { init } else { outer.al },
            remaining: count,
            step,
            has_al,
            lanes: pass,
            brk: self.active & !pass,
            cont: 0,
            level: self.stack.len(),
        };
        self.active = pass;
        Ok(Flow::Next)
    }

    fn loop_end(&mut self, pc: usize, w: &CfWord) -> Result<Flow, R600Error> {
        let loc = Location::cf(pc);
        if self.stack.len() != self.lp.level
            || !matches!(self.stack.last(), Some(Entry::Loop { .. }))
        {
            return Err(R600Error::program(
                loc,
                "LOOP_END without its LOOP_START's entry on top of the stack (unbalanced pushes inside the loop, or no loop)",
            ));
        }
        // Continued lanes are re-activated.
        self.lp.cont = 0;
        self.active = self.lp.lanes & self.valid & !self.lp.brk;
        let pass = self.test(w.cond, w.cf_const, w.whole_quad_mode);
        let remaining = self.lp.remaining.map(|r| r.saturating_sub(1));
        self.lp.remaining = remaining;
        if pass != 0 && remaining != Some(0) {
            self.active = pass;
            if self.lp.has_al {
                self.lp.al = self.lp.al.wrapping_add(self.lp.step);
            }
            return Ok(Flow::Jump(w.addr));
        }
        match self.stack.pop() {
            Some(Entry::Loop { active, outer }) => {
                self.lp = outer;
                self.active = active & self.valid & !self.lp.brk & !self.lp.cont;
                Ok(Flow::Next)
            }
            _ => Err(R600Error::program(loc, "LOOP_END without a loop entry")),
        }
    }

    // ---------------------------------------------------------------- ALU clauses

    fn alu_clause(
        &mut self,
        pc: usize,
        w: &CfAluWord,
        groups: &[AluGroup],
    ) -> Result<Flow, R600Error> {
        let flags = w.op.info().flags;
        self.stats.alu_clauses += 1;
        if flags.contains(CfFlags::PUSH_BEFORE) {
            self.push(
                Entry::Pixel {
                    active: self.active,
                },
                pc,
            )?;
        }
        let exec = self.active;
        let mut pred: Mask = exec;
        let mut touched: Mask = 0;
        let mut pass_mask: Mask = 0;
        let mut kills: Mask = 0;
        let empty = AluGroup::new(Vec::new());
        let mut ctx = AluCtx {
            cf: pc,
            kcache: w.kcache,
            pv: [[0; WAVE_SIZE]; 4],
            pv_lanes: [0; 4],
            ps: [0; WAVE_SIZE],
            ps_lanes: 0,
            ar: [[0; WAVE_SIZE]; 4],
            group: &empty,
            g: 0,
        };
        for (g, group) in groups.iter().enumerate() {
            ctx.group = group;
            ctx.g = g;
            let loc = Location::group(pc, g);
            let units = group
                .units(self.opts.prefer_vector)
                .map_err(|m| R600Error::program(loc, m))?;
            let n = group.insts.len();
            let mut results = [[0u32; WAVE_SIZE]; 5];
            let mut srcs_a = [[0u32; WAVE_SIZE]; 5];
            let mut srcs_b = [[0u32; WAVE_SIZE]; 5];
            let mut ran: [Mask; 5] = [0; 5];
            let mut pred_true: [Mask; 5] = [0; 5];
            let mut killed: Mask = 0;
            for (k, (inst, unit)) in group.insts.iter().zip(&units).enumerate() {
                let info = inst.op.info();
                let slot = unit.letter();
                let sel = match inst.pred_sel {
                    PredSel::Off => exec,
                    PredSel::One => exec & pred,
                    PredSel::Zero => exec & !pred,
                };
                if info.flags.contains(AluFlags::NOP) {
                    continue;
                }
                if let Some(r) = ran.get_mut(k) {
                    *r = sel;
                }
                for lane in lanes(sel) {
                    let mut s = [0u32; 3];
                    for (n_src, src) in inst.read_srcs().iter().enumerate() {
                        let v = self.read_src(&ctx, inst, src, lane, slot)?;
                        if let Some(d) = s.get_mut(n_src) {
                            *d = v;
                        }
                    }
                    if info.flags.contains(AluFlags::WRITES_AR) {
                        if let Unit::Vector(c) = unit {
                            if let Some(a) =
                                ctx.ar.get_mut(*c as usize).and_then(|r| r.get_mut(lane))
                            {
                                *a = ops::mova(inst.op, s[0]);
                            }
                        }
                        continue;
                    }
                    if info.flags.contains(AluFlags::REDUCTION) {
                        if let (Some(a), Some(b)) = (
                            srcs_a.get_mut(k).and_then(|r| r.get_mut(lane)),
                            srcs_b.get_mut(k).and_then(|r| r.get_mut(lane)),
                        ) {
                            *a = s[0];
                            *b = s[1];
                        }
                        continue;
                    }
                    let Some(out) = ops::eval(inst.op, s) else {
                        return Err(R600Error::unsupported(
                            loc.with_slot(slot),
                            format!("ALU opcode {}", info.name),
                        ));
                    };
                    let mut value = out.value;
                    if !info.flags.contains(AluFlags::INT_RESULT) {
                        value = ops::output_modifiers(value, inst.omod, inst.clamp);
                    }
                    if let Some(r) = results.get_mut(k).and_then(|r| r.get_mut(lane)) {
                        *r = value;
                    }
                    if out.pred == Some(true) {
                        if let Some(p) = pred_true.get_mut(k) {
                            *p |= bit(lane);
                        }
                    }
                    if out.kill {
                        killed |= bit(lane);
                    }
                }
            }
            // Reductions: the four vector slots combine their sources.
            if let Some(red) = group
                .insts
                .iter()
                .find(|i| i.op.info().flags.contains(AluFlags::REDUCTION))
            {
                let op = red.op;
                let vec_ks: Vec<usize> = (0..n)
                    .filter(|&k| matches!(units.get(k), Some(Unit::Vector(_))))
                    .collect();
                let all = vec_ks
                    .iter()
                    .fold(u64::MAX, |m, &k| m & ran.get(k).copied().unwrap_or(0));
                for lane in lanes(all) {
                    let mut acc = 0f32;
                    let mut mx = f32::NEG_INFINITY;
                    for (i, &k) in vec_ks.iter().enumerate() {
                        // Flushed operands, products and sums (see `ops`: denormals).
                        let a = ops::flush_word(srcs_a[k % 5][lane]);
                        let b = ops::flush_word(srcs_b[k % 5][lane]);
                        acc = ops::flush(
                            acc + match op {
                                AluOp::Dot4Ieee => ops::flush(a * b),
                                _ => ops::mul_dx9(a, b),
                            },
                        );
                        if i == 0 || a > mx {
                            mx = a;
                        }
                    }
                    let v = match op {
                        AluOp::Max4 => mx.to_bits(),
                        AluOp::Dot4 | AluOp::Dot4Ieee => acc.to_bits(),
                        _ => {
                            return Err(R600Error::unsupported(
                                loc,
                                format!("reduction {}", op.name()),
                            ))
                        }
                    };
                    for &k in &vec_ks {
                        let inst = &group.insts[k % group.insts.len().max(1)];
                        results[k % 5][lane] = ops::output_modifiers(v, inst.omod, inst.clamp);
                    }
                }
            }
            // Writes: all reads are done. Trans is last, so it wins over a vector unit
            // writing the same element (L4378-4388).
            let mut new_pv = ctx.pv;
            let mut new_pv_lanes = [0u64; 4];
            let mut new_ps = ctx.ps;
            let mut new_ps_lanes = 0u64;
            for (k, (inst, unit)) in group.insts.iter().zip(&units).enumerate() {
                let info = inst.op.info();
                let sel = ran.get(k).copied().unwrap_or(0);
                if info.flags.contains(AluFlags::NOP) || info.flags.contains(AluFlags::WRITES_AR) {
                    continue;
                }
                let res = results.get(k).copied().unwrap_or([0; WAVE_SIZE]);
                match unit {
                    Unit::Vector(c) => {
                        let c = *c as usize;
                        let valid_pv = !info.flags.contains(AluFlags::REDUCTION)
                            || c == 0
                            || inst.op == AluOp::Cube;
                        if valid_pv {
                            if let (Some(pv), Some(pl)) =
                                (new_pv.get_mut(c), new_pv_lanes.get_mut(c))
                            {
                                for lane in lanes(sel) {
                                    pv[lane] = res[lane];
                                }
                                *pl = sel;
                            }
                        }
                    }
                    Unit::Trans => {
                        for lane in lanes(sel) {
                            new_ps[lane] = res[lane];
                        }
                        new_ps_lanes = sel;
                    }
                }
                if inst.dst.write {
                    let chan = inst.dst.chan as usize;
                    for lane in lanes(sel) {
                        let off = if inst.dst.rel {
                            self.index(&ctx, inst.index_mode, lane, true)
                        } else {
                            0
                        };
                        if let Some(r) = self
                            .rel_gpr(inst.dst.gpr, off)
                            .or((!inst.dst.rel).then_some(usize::from(inst.dst.gpr)))
                        {
                            self.set_reg(r, chan, lane, res[lane]);
                        }
                    }
                }
                let pt = pred_true.get(k).copied().unwrap_or(0);
                if inst.update_pred {
                    pred = (pred & !sel) | (pt & sel);
                }
                if inst.update_exec_mask {
                    touched |= sel;
                    pass_mask = (pass_mask & !sel) | (pt & sel);
                }
            }
            kills |= killed;
            ctx.pv = new_pv;
            ctx.pv_lanes = new_pv_lanes;
            ctx.ps = new_ps;
            ctx.ps_lanes = new_ps_lanes;
            self.stats.alu_groups += 1;
            self.stats.alu_slots += n as u64;
            if let Some(h) = self.stats.slots_histogram.get_mut(n.wrapping_sub(1)) {
                *h += 1;
            }
            self.stats.cycles += CYCLES_ALU_GROUP;
        }
        // PRED_SET* results become visible to the CF program after the clause.
        self.valid &= !kills;
        self.active &= !kills;
        let failed = touched & !pass_mask & self.active;
        self.active &= !failed;
        if flags.contains(CfFlags::CONTINUE) {
            self.lp.cont |= failed;
        }
        if flags.contains(CfFlags::BREAK) {
            self.lp.brk |= failed;
        }
        if flags.contains(CfFlags::POP_AFTER) {
            self.pop(1, pc)?;
        }
        if flags.contains(CfFlags::POP2_AFTER) {
            self.pop(2, pc)?;
        }
        if flags.contains(CfFlags::ELSE_AFTER) {
            self.else_op(CfCond::Active, 0, pc)?;
        }
        Ok(Flow::Next)
    }

    /// The relative offset an operand of `inst` adds in `lane`: aL for INDEX_LOOP, else AR.x
    /// for GPRs (`gpr`) or the selected AR element for constants (Table 4-1).
    fn index(&self, ctx: &AluCtx, mode: IndexMode, lane: usize, gpr: bool) -> i32 {
        let elem = match (mode, gpr) {
            (IndexMode::Loop, _) => return self.lp.al,
            (_, true) | (IndexMode::ArX, _) => 0,
            (IndexMode::ArY, _) => 1,
            (IndexMode::ArZ, _) => 2,
            (IndexMode::ArW, _) => 3,
        };
        ctx.ar
            .get(elem)
            .and_then(|r| r.get(lane))
            .copied()
            .unwrap_or(0)
    }

    fn read_src(
        &self,
        ctx: &AluCtx,
        inst: &AluInst,
        src: &AluSrc,
        lane: usize,
        slot: char,
    ) -> Result<u32, R600Error> {
        let chan = src.chan as usize;
        let loc = Location::group(ctx.cf, ctx.g).with_slot(slot);
        let raw = match src.sel {
            SrcSel::Gpr(r) => {
                let reg = if src.rel {
                    // Out of range → GPR0 (L3394-3396).
                    let off = self.index(ctx, inst.index_mode, lane, true);
                    self.rel_gpr(r, off).unwrap_or(0)
                } else {
                    usize::from(r)
                };
                self.reg(reg, chan, lane)
            }
            SrcSel::Kcache { bank, index } => {
                let lock = ctx
                    .kcache
                    .get(usize::from(bank))
                    .copied()
                    .unwrap_or_default();
                let idx = i64::from(index) + if src.rel { i64::from(self.lp.al) } else { 0 };
                let line_al = self.lp.al.max(0) as u32;
                match u32::try_from(idx)
                    .ok()
                    .and_then(|i| lock.constant(i, line_al))
                {
                    Some(c) => self.constant(u32::from(lock.bank), c, chan),
                    None if src.rel => CONST_OOB,
                    None => {
                        return Err(R600Error::program(
                            loc,
                            format!(
                                "KC{bank}[{index}] lies outside the kcache lines locked by the CF_ALU instruction (L3407-3410)"
                            ),
                        ))
                    }
                }
            }
            SrcSel::Cfile(c) => {
                let idx = i64::from(c)
                    + if src.rel {
                        i64::from(self.index(ctx, inst.index_mode, lane, false))
                    } else {
                        0
                    };
                if (0..256).contains(&idx) {
                    self.constant(0, idx as u32, chan)
                } else {
                    CONST_OOB
                }
            }
            SrcSel::Inline(k) => k.bits(),
            SrcSel::Literal => ctx.group.literal(src.chan).ok_or_else(|| {
                R600Error::program(loc, "literal element without its literal slot")
            })?,
            SrcSel::Pv => {
                let ok = ctx.pv_lanes.get(chan).is_some_and(|m| m & bit(lane) != 0);
                if !ok {
                    return Err(R600Error::program(
                        loc,
                        format!(
                            "reads PV.{} in lane {lane}, which the previous group of this clause did not write there (L3359-3367, L4429-4430)",
                            src.chan
                        ),
                    ));
                }
                ctx.pv
                    .get(chan)
                    .and_then(|r| r.get(lane))
                    .copied()
                    .unwrap_or(0)
            }
            SrcSel::Ps => {
                if ctx.ps_lanes & bit(lane) == 0 {
                    return Err(R600Error::program(
                        loc,
                        format!("reads PS in lane {lane}, which the previous group of this clause did not write there (L3359-3367)"),
                    ));
                }
                ctx.ps.get(lane).copied().unwrap_or(0)
            }
        };
        let int = inst.op.info().flags.contains(AluFlags::INT_SOURCES);
        let mut v = raw;
        if !int {
            if src.abs {
                v &= 0x7FFF_FFFF;
            }
            if src.neg {
                v ^= 0x8000_0000;
            }
        }
        Ok(v)
    }

    /// Element `chan` of constant `index` of constant buffer `cb` (0 beyond the buffer).
    fn constant(&self, cb: u32, index: u32, chan: usize) -> u32 {
        self.cbs
            .get(&cb)
            .and_then(|w| w.get(index as usize * 4 + chan))
            .copied()
            .unwrap_or(0)
    }

    // ---------------------------------------------------------------- fetch clauses

    fn fetch_clause(&mut self, pc: usize, clause: &Clause, pass: Mask) -> Result<(), R600Error> {
        let mut writes: Vec<(usize, usize, usize, u32)> = Vec::new();
        match clause {
            Clause::Tex(insts) => {
                self.stats.tex_clauses += 1;
                for (i, t) in insts.iter().enumerate() {
                    self.tex(pc, i, t, pass, &mut writes)?;
                }
                self.count_fetches(insts.len());
            }
            Clause::Vtx(insts) => {
                self.stats.vtx_clauses += 1;
                for (i, v) in insts.iter().enumerate() {
                    self.vtx(pc, i, v, pass, &mut writes)?;
                }
                self.count_fetches(insts.len());
            }
            _ => {
                return Err(R600Error::program(
                    Location::cf(pc),
                    "fetch CF instruction without a fetch clause",
                ))
            }
        }
        for (r, c, lane, v) in writes {
            self.set_reg(r, c, lane, v);
        }
        Ok(())
    }

    fn count_fetches(&mut self, n: usize) {
        self.stats.fetches += n as u64;
        self.stats.cycles += CYCLES_FETCH_LATENCY + CYCLES_FETCH * n as u64;
    }

    /// The buffer and dword stride a BUFFER_ID / RESOURCE_ID names (ABI: 0-127 = UAV id with
    /// one dword per index, 128 = `g[]` with four dwords per index).
    fn buffer(id: u8) -> Option<(Space, u64)> {
        match id {
            0..=127 => Some((Space::Uav(u32::from(id)), 1)),
            GLOBAL_BUFFER_ID => Some((Space::Global, 4)),
            _ => None,
        }
    }

    fn read_mem(&mut self, loc: Location, space: Space, index: u64) -> Result<u32, R600Error> {
        self.memory
            .read_word(space, index)
            .map_err(|e| R600Error::launch(loc, e.to_string()))
    }

    #[allow(clippy::too_many_arguments)]
    fn fetch_common(
        &mut self,
        loc: Location,
        pass: Mask,
        buffer_id: u8,
        offset_bytes: u64,
        src: (u8, bool),
        coord: CompSel,
        dst: Option<(u8, bool)>,
        dst_sel: [CompSel; 4],
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let (space, stride) = Self::buffer(buffer_id)
            .ok_or_else(|| R600Error::unsupported(loc, format!("buffer id {buffer_id}")))?;
        for lane in lanes(pass) {
            let sreg = if src.1 {
                self.rel_gpr(src.0, self.lp.al).unwrap_or(0)
            } else {
                usize::from(src.0)
            };
            let index = match coord {
                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                    self.reg(sreg, coord as usize, lane)
                }
                CompSel::One => ONE,
                CompSel::Zero | CompSel::Mask => 0,
            };
            let base = u64::from(index) * stride + offset_bytes / 4;
            let Some((dgpr, drel)) = dst else { continue };
            let dreg = if drel {
                match self.rel_gpr(dgpr, self.lp.al) {
                    Some(r) => r,
                    None => continue,
                }
            } else {
                usize::from(dgpr)
            };
            for (c, sel) in dst_sel.iter().enumerate() {
                let v = match sel {
                    CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                        self.read_mem(loc, space, base + *sel as u64)?
                    }
                    CompSel::Zero => 0,
                    CompSel::One => ONE,
                    CompSel::Mask => continue,
                };
                writes.push((dreg, c, lane, v));
            }
        }
        Ok(())
    }

    fn tex(
        &mut self,
        pc: usize,
        i: usize,
        t: &TexInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let loc = Location::fetch(pc, i);
        if self.is_texture_op(t) {
            return self.texture_op(loc, t, pass, writes);
        }
        if t.op != r600_isa::TexOp::Ld {
            return Err(R600Error::unsupported(
                loc,
                format!(
                    "TEX {} of resource {} (no resource constant: only LD reads buffers)",
                    t.op.name(),
                    t.resource_id
                ),
            ));
        }
        self.fetch_common(
            loc,
            pass,
            t.resource_id,
            0,
            (t.src_gpr, t.src_rel),
            t.src_sel[0],
            Some((t.dst_gpr, t.dst_rel)),
            t.dst_sel,
            writes,
        )
    }

    fn vtx(
        &mut self,
        pc: usize,
        i: usize,
        v: &VtxInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        let loc = Location::fetch(pc, i);
        let dst = match v.dst {
            VtxDst::Gpr { gpr, rel } => Some((gpr, rel)),
            VtxDst::Semantic(_) => {
                return Err(R600Error::unsupported(
                    loc,
                    "VTX SEMANTIC (no semantic table)",
                ))
            }
        };
        let coord = match v.src_sel_x {
            Chan::X => CompSel::X,
            Chan::Y => CompSel::Y,
            Chan::Z => CompSel::Z,
            Chan::W => CompSel::W,
        };
        if self.opts.stage == super::Stage::Vertex {
            if let Some(input) = self.launch.vertex_inputs.get(&u32::from(v.buffer_id)) {
                return self.vertex_fetch(loc, v, input, coord, dst, pass, writes);
            }
        }
        self.fetch_common(
            loc,
            pass,
            v.buffer_id,
            u64::from(v.offset),
            (v.src_gpr, v.src_rel),
            coord,
            dst,
            v.dst_sel,
            writes,
        )
    }

    /// A vertex fetch from vertex input BUFFER_ID of the launch (vertex stage): the element
    /// whose index is the source element (the vertex index the program passes), its
    /// components through DST_SEL (0-3 pick components; components the input lacks read
    /// (0, 0, 0, 1), 1 = 1.0f for float inputs), as the fetch unit's format conversion
    /// would deliver them. OFFSET must be 0.
    #[allow(clippy::too_many_arguments)]
    fn vertex_fetch(
        &mut self,
        loc: Location,
        v: &VtxInst,
        input: &crate::launch::Texels,
        coord: CompSel,
        dst: Option<(u8, bool)>,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        if v.offset != 0 {
            return Err(R600Error::unsupported(loc, "vertex fetch with an OFFSET"));
        }
        let Some((dgpr, drel)) = dst else {
            return Ok(());
        };
        let comps = input.components as usize;
        for lane in lanes(pass) {
            let sreg = if v.src_rel {
                self.rel_gpr(v.src_gpr, self.lp.al).unwrap_or(0)
            } else {
                usize::from(v.src_gpr)
            };
            let index = match coord {
                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                    self.reg(sreg, coord as usize, lane) as usize
                }
                _ => 0,
            };
            let dreg = if drel {
                match self.rel_gpr(dgpr, self.lp.al) {
                    Some(r) => r,
                    None => continue,
                }
            } else {
                usize::from(dgpr)
            };
            for (c, sel) in v.dst_sel.iter().enumerate() {
                let value = match sel {
                    CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                        let k = *sel as usize;
                        if k < comps {
                            input.words.get(index * comps + k).copied().unwrap_or(0)
                        } else if k == 3 {
                            if input.float {
                                ONE
                            } else {
                                1
                            }
                        } else {
                            0
                        }
                    }
                    CompSel::Zero => 0,
                    CompSel::One => ONE,
                    CompSel::Mask => continue,
                };
                writes.push((dreg, c, lane, value));
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- exports and memory

    /// The order rules of normal exports (L2240-2244: "The last export of a particular type
    /// (pixel, position, or parameter) uses the EXPORT_DONE instruction to signal hardware
    /// that the thread is finished with output for that type"): after its EXPORT_DONE no
    /// export of that type may run (so one EXPORT_DONE per type).
    fn export_order(&mut self, pc: usize, w: &CfExportWord) -> Result<(), R600Error> {
        let ty = usize::from(w.ty & 3);
        let seen = &mut self.exports_seen[ty];
        if seen.done {
            return Err(R600Error::program(
                Location::cf(pc),
                format!(
                    "{} of TYPE {} after that type's EXPORT_DONE: the last export of a type is its only EXPORT_DONE (L2240-2244)",
                    w.op.name(),
                    export_type_name(w.ty)
                ),
            ));
        }
        seen.any = Some(pc);
        seen.done = w.op == CfExportOp::ExportDone;
        Ok(())
    }

    /// At END_OF_PROGRAM: every export type that was exported ended with its EXPORT_DONE,
    /// and a vertex shader exported its position ("the VS program … exports positions",
    /// L1137-1139).
    fn exports_finished(&self, pc: usize) -> Result<(), R600Error> {
        if self.opts.stage == super::Stage::Vertex && !self.exports_seen[1].done {
            return Err(R600Error::program(
                Location::cf(pc),
                "END_OF_PROGRAM of a vertex shader without EXPORT_DONE POS (a vertex shader exports its position, L1137-1139)",
            ));
        }
        for (ty, seen) in self.exports_seen.iter().enumerate() {
            if let (Some(last), false) = (seen.any, seen.done) {
                return Err(R600Error::program(
                    Location::cf(pc),
                    format!(
                        "END_OF_PROGRAM without an EXPORT_DONE of TYPE {} (exported at CF {last}): the last export of a type must be EXPORT_DONE (L2240-2244)",
                        export_type_name(ty as u8)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A graphics export: in a pixel shader TYPE PIXEL with ARRAY_BASE k writes render
    /// target k, in a vertex shader TYPE POS / PARAM with ARRAY_BASE k writes per-vertex
    /// output k; BURST_COUNT exports k + 1, … from the following GPRs (L2258-2265); PIXEL
    /// ARRAY_BASE values are the MRTs 0-7 (Table 3-3, L2305-2327; fog and Z are not modelled). Each lane
    /// writes the texel of its pixel (vertex), components 0 .. C of the target through SEL
    /// (SEL_MASK keeps the target's word). Only valid, active lanes write: a pixel killed
    /// by KILL* exports nothing.
    fn export_to_targets(
        &mut self,
        loc: Location,
        w: &CfExportWord,
        sel: [CompSel; 4],
    ) -> Result<(), R600Error> {
        let allowed: &[u8] = match self.opts.stage {
            super::Stage::Pixel => &[0],
            _ => &[1, 2],
        };
        if !allowed.contains(&w.ty) {
            return Err(R600Error::program(
                loc,
                format!(
                    "EXPORT of TYPE {} in a {:?} shader (pixel shaders export PIXEL, vertex shaders POS and PARAM, L2240-2256)",
                    export_type_name(w.ty),
                    self.opts.stage
                ),
            ));
        }
        let lanes_on = self.active & self.valid;
        for i in 0..=u32::from(w.burst_count) {
            let base = u32::from(w.array_base) + i;
            let target = match w.ty {
                // POS 60-63 (Table 3-3): position 0 is the captured position output.
                1 => match (base, self.opts.position_output) {
                    (60, Some(n)) => n,
                    (60..=63, _) => continue,
                    _ => {
                        return Err(R600Error::program(
                            loc,
                            format!(
                                "EXPORT POS to ARRAY_BASE {base} (positions are 60-63, Table 3-3)"
                            ),
                        ))
                    }
                },
                2 if base > 31 => {
                    return Err(R600Error::program(
                        loc,
                        format!(
                            "EXPORT PARAM to ARRAY_BASE {base} (parameters are 0-31, Table 3-3)"
                        ),
                    ))
                }
                _ => base,
            };
            if w.ty == 0 && target > 7 {
                return Err(R600Error::unsupported(
                    loc,
                    format!("EXPORT PIXEL to ARRAY_BASE {target} (MRT 0-7 only; fog MRTs and Z are not modelled, Table 3-3)"),
                ));
            }
            let Some(components) = self.launch.outputs.get(&target).map(|t| t.components) else {
                return Err(R600Error::launch(
                    loc,
                    format!("the program exports to target {target} but the launch has no \"outputs\" entry \"{target}\""),
                ));
            };
            let off = i as i32 + if w.rw_rel { self.lp.al } else { 0 };
            let Some(reg) = self.rel_gpr(w.rw_gpr, off) else {
                continue;
            };
            for lane in lanes(lanes_on) {
                let pixel = self.ids.pixel.get(lane).copied().unwrap_or(0);
                for (c, s) in sel.iter().enumerate().take(components as usize) {
                    let v = match s {
                        CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                            self.reg(reg, *s as usize, lane)
                        }
                        CompSel::Zero => 0,
                        CompSel::One => ONE,
                        CompSel::Mask => continue,
                    };
                    let at = pixel * u64::from(components) + c as u64;
                    match self
                        .targets
                        .get_mut(&target)
                        .and_then(|t| t.get_mut(at as usize))
                    {
                        Some(word) => *word = v,
                        None => {
                            return Err(R600Error::launch(
                                loc,
                                format!("target {target} has no texel for pixel {pixel}"),
                            ))
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn export(&mut self, pc: usize, w: &CfExportWord) -> Result<Flow, R600Error> {
        let loc = Location::cf(pc);
        if matches!(w.op, CfExportOp::Export | CfExportOp::ExportDone) {
            self.export_order(pc, w)?;
        }
        self.stats.exports += 1;
        self.stats.cycles += CYCLES_EXPORT;
        let lanes_on = self.active;
        let items = u32::from(w.burst_count) + 1;
        let rw = |s: &Self, i: u32| -> Option<usize> {
            let off = i as i32 + if w.rw_rel { s.lp.al } else { 0 };
            s.rel_gpr(w.rw_gpr, off)
        };
        match (w.op, w.tail) {
            (CfExportOp::Export | CfExportOp::ExportDone, ExportTail::Swiz { sel })
                if self.opts.stage != super::Stage::Compute =>
            {
                self.export_to_targets(loc, w, sel)?;
                Ok(Flow::Next)
            }
            (CfExportOp::Export | CfExportOp::ExportDone, ExportTail::Swiz { sel }) => {
                if w.ty != 0 {
                    return Err(R600Error::unsupported(
                        loc,
                        "EXPORT of TYPE POS/PARAM (only PIXEL exports reach memory)",
                    ));
                }
                for i in 0..items {
                    let uav = u32::from(w.array_base) + i;
                    let Some(reg) = rw(self, i) else { continue };
                    for lane in lanes(lanes_on) {
                        let flat = self.ids.regs.get(lane).map_or(0, |r| r[0][3]);
                        for (c, s) in sel.iter().enumerate() {
                            let v = match s {
                                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => {
                                    self.reg(reg, *s as usize, lane)
                                }
                                CompSel::Zero => 0,
                                CompSel::One => ONE,
                                CompSel::Mask => continue,
                            };
                            self.memory
                                .write_word(Space::Uav(uav), u64::from(flat) * 4 + c as u64, v)
                                .map_err(|e| R600Error::launch(loc, e.to_string()))?;
                        }
                    }
                }
                Ok(Flow::Next)
            }
            (
                CfExportOp::MemScratch
                | CfExportOp::MemStream0
                | CfExportOp::MemStream1
                | CfExportOp::MemStream2
                | CfExportOp::MemStream3,
                ExportTail::Buf {
                    array_size,
                    comp_mask,
                },
            ) => {
                let space = match w.op {
                    CfExportOp::MemStream0 => Space::Uav(0),
                    CfExportOp::MemStream1 => Space::Uav(1),
                    CfExportOp::MemStream2 => Space::Uav(2),
                    CfExportOp::MemStream3 => Space::Uav(3),
                    _ => Space::Global,
                };
                let elem = u64::from(w.elem_size) + 1;
                let indexed = w.ty & 1 == 1;
                let read = w.ty >= 2;
                let limit = u64::from(w.array_base) + u64::from(array_size);
                for lane in lanes(lanes_on) {
                    let idx = if indexed {
                        u64::from(self.reg(usize::from(w.index_gpr), 0, lane))
                    } else {
                        0
                    };
                    let lp = if w.elem_loop {
                        self.lp.al.max(0) as u64
                    } else {
                        0
                    };
                    for i in 0..items {
                        let element = u64::from(w.array_base) + idx + lp + u64::from(i);
                        let Some(reg) = rw(self, i) else { continue };
                        if element >= limit {
                            // Clamped by ARRAY_SIZE (L2342-2343): writes dropped, reads 0.
                            if read {
                                for c in 0..elem as usize {
                                    self.set_reg(reg, c, lane, 0);
                                }
                            }
                            continue;
                        }
                        for c in 0..elem.min(4) {
                            let addr = element * elem + c;
                            if read {
                                let v = self.read_mem(loc, space, addr)?;
                                self.set_reg(reg, c as usize, lane, v);
                            } else if comp_mask & (1 << c) != 0 {
                                let v = self.reg(reg, c as usize, lane);
                                self.memory
                                    .write_word(space, addr, v)
                                    .map_err(|e| R600Error::launch(loc, e.to_string()))?;
                            }
                        }
                    }
                }
                Ok(Flow::Next)
            }
            _ => Err(R600Error::unsupported(
                loc,
                format!("{} (no memory mapping in the ABI)", w.op.name()),
            )),
        }
    }
}
