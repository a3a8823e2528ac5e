//! One wavefront of the R600 machine: per-lane state (GPRs, AR, valid and active masks),
//! the CF program with its stack (§3.6-3.7: PUSH/POP/ELSE/JUMP, DX9/DX10/repeat loops with
//! BREAK/CONTINUE, CALL/RETURN, KILL), ALU clauses with exact VLIW5 group semantics (all
//! slots read before any write, PV/PS, literals, kcache, predication, PRED_SET*/KILL*),
//! TEX/VTX clauses (results written at the clause end) and CF_ALLOC_IMP_EXP memory writes.
//! Static rules are checked beforehand by `validate`; the rules that depend on lane values
//! (stack depth, per-lane PV/PS validity, loop-indexed kcache lines) are checked here.
//!
//! This file holds the wavefront state and the CF program; the clauses live in submodules:
//! `alu_clause` (ALU clauses and source reads), `fetch_clause` (TEX/VTX clauses),
//! `tex_unit` (texture sampling) and `export` (exports and memory writes).

use super::error::{Location, R600Error};
use super::{Options, Stats, MAX_CALL_DEPTH, MAX_GPRS, WAVE_SIZE};
use crate::launch::LaunchSpec;
use crate::memory::DeviceMemory;
use r600_isa::{CfCond, CfInst, CfOp, CfWord, Clause, Program};
use std::collections::BTreeMap;

mod alu_clause;
mod export;
mod fetch_clause;
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
}
