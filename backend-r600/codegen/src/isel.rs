//! Instruction selection: the structured IR (region tree) to [`crate::vcode`] items.
//!
//! Every IR value becomes an operand: constants fold into literals / inline constants,
//! constant-buffer loads at constant addresses into kcache operands, thread ids into the
//! preloaded R0-R2, everything else into a virtual register defined by scalar ALU operations
//! (trans-only operations are marked by their opcode table entry). `g[]` loads become VTX
//! fetches (queued so that independent ALU work runs before the fetch clause), `g[]` stores
//! MEM_SCRATCH writes (components of one element merged into one write). Control flow follows
//! the region tree: short pure `if`/`else` diamonds are if-converted (both sides run, the
//! merge takes `CMOVE_INT` selects), other `if`s → PRED_SET* + push / ELSE / POP, loops →
//! LOOP_START_DX10 / LOOP_END with LOOP_BREAK / LOOP_CONTINUE (multi-level exits through
//! exit flags); a scope left by a non-fall-through `break` (and the whole kernel, for an
//! early `return`) runs as a loop of one iteration.

use std::collections::{HashMap, HashSet};

use cranelift_entity::SecondaryMap;
use ilc_ir::structurize::{structurize, Region};
use ilc_ir::{
    AddressSpace, Block, FloatCC, FloatFlags, Function, Inst, InstructionData, IntCC, MemSize,
    Opcode, SourceLoc, SpecialKind, Type, Value, ValueDef, ZeroOp,
};
use r600_isa::{AluOp, Chan};

use crate::error::CodegenError;
use crate::fold_array_reads::fold_array_reads;
use crate::funnel::{self, Amount, FunnelShift, Funnels};
use crate::hoist_before_exits::hoist_before_exits;
use crate::hoist_fetches::hoist_fetches;
use crate::sink_stores::sink_stores;
use crate::vcode::{ArrayRef, Item, VOp, VReg, VRegInfo, VSrc};

/// The result of instruction selection.
pub struct Selected {
    /// The program in order.
    pub items: Vec<Item>,
    /// Per virtual register facts.
    pub vregs: Vec<VRegInfo>,
    /// GPRs reserved for the indexed temporary arrays (none when there are none).
    pub array_gprs: std::ops::Range<u32>,
}

/// What ends right after the region being lowered (as in the GCN backend): `depth` enclosing
/// scopes end here, the body of the loop `continue_depth` out ends here, the kernel ends here.
#[derive(Clone, Copy, Default)]
struct Tail {
    depth: u32,
    continue_depth: Option<u32>,
    function: bool,
}

/// An enclosing scope or loop.
struct Frame {
    is_loop: bool,
    /// A scope that needs a one-iteration hardware loop (a non-fall-through break targets it).
    needs_loop: bool,
    /// A LOOP_BREAK / LOOP_CONTINUE crossed this frame towards an outer one.
    crossed: bool,
    /// Index in `items` where the frame's code starts.
    start: usize,
    /// What ends right after the frame (in its parent).
    after: Tail,
    /// Multi-level exits passing through this hardware loop: handled after its end.
    pending: Vec<PendingExit>,
    /// Exit flags of this frame (cleared where the frame starts).
    flags: Vec<VReg>,
    /// The scope's identity across selection attempts (the address of its region).
    key: usize,
}

/// A `break` / `continue` to frame `target` that left an inner hardware loop with its
/// lanes marked in `flag`.
#[derive(Clone, Copy)]
struct PendingExit {
    flag: VReg,
    target: usize,
    cont: bool,
}

struct PendingStore {
    key: (Option<VSrc>, u32),
    item: Item,
}

struct Isel<'f> {
    func: &'f Function,
    vregs: Vec<VRegInfo>,
    items: Vec<Item>,
    map: SecondaryMap<Value, Option<VSrc>>,
    special: HashMap<(u8, Chan), VReg>,
    frames: Vec<Frame>,
    pending_fetches: Vec<Item>,
    pending_dsts: HashSet<VReg>,
    pending_store: Option<PendingStore>,
    next_chan: u8,
    loc: SourceLoc,
    /// Innermost `if` arm being lowered per block: true = then.
    arms: Vec<(Block, bool)>,
    next_tuple: u32,
    /// IR use counts (a compare used only by its branch folds into the PRED_SET).
    uses: SecondaryMap<Value, u32>,
    /// The AR pseudo-register, once used.
    ar: Option<VReg>,
    /// Blocks whose code was selected.
    visited: HashSet<Block>,
    /// What AR holds (the MOVA source) and how many reads used it since.
    ar_holds: Option<(VSrc, u32)>,
    /// Funnel shifts (`bitalign` / `bytealign`) and the 64-bit values only they use.
    funnels: Funnels,
    /// Quotient and remainder registers of the `udiv` / `urem` pairs selected in the
    /// current block, by (dividend, divisor): the two share one expansion.
    divrems: Vec<((VSrc, VSrc), (VReg, VReg))>,
    /// Element-x copies of store indices made in the current block, by index operand
    /// (stores to neighbouring elements share one).
    store_indices: Vec<(Option<VSrc>, VReg)>,
    /// Indexed temporary arrays with an access left after optimisation, by IR array id:
    /// (token pseudo-register, first GPR, size in words).
    arrays: HashMap<u32, (VReg, u8, u32)>,
    /// The exit flags of multi-level exits (read after inner loops by lanes that did not
    /// set them).
    exit_flags: HashSet<VReg>,
    /// Scopes given their one-iteration loop from the start (see [`select`]).
    forced_loops: HashSet<usize>,
    /// A scope found to need its loop only after an exit crossed it.
    retry_with_loop: Option<usize>,
    /// Position in `items` of the last MOVA emitted.
    ar_set_at: Option<usize>,
}

/// Dword offsets [`Isel::peel_index`] may form: within both the fetch OFFSET limit used by
/// `load_global` and the store ARRAY_BASE limit.
const PEEL_LIMIT: u32 = 0x4000;

fn lit_f(x: f32) -> VSrc {
    VSrc::Lit(x.to_bits())
}

/// Selects the whole function. A scope that turns out to need a one-iteration loop (a
/// `break` out of it) after an exit from an inner loop already crossed it as a plain scope
/// is given its loop from the start in a new attempt, so that the crossing exit sees a
/// hardware loop there.
pub fn select(func: &Function) -> Result<Selected, CodegenError> {
    let region = structurize(func).map_err(|e| CodegenError::Irreducible {
        message: e.to_string(),
        loc: e.srcloc.unwrap_or_default(),
    })?;
    let mut forced = HashSet::new();
    loop {
        match select_with(func, &region, &forced) {
            // Try again with that scope's loop in place from the start.
            Err((_, Some(key))) if forced.insert(key) => {}
            Err((e, _)) => return Err(e),
            Ok(selected) => return Ok(selected),
        }
    }
}

/// One selection attempt with the scopes of `forced` wrapped in loops from the start; on
/// error, also the scope to force next time, if that is the cause.
fn select_with(
    func: &Function,
    region: &Region,
    forced: &HashSet<usize>,
) -> Result<Selected, (CodegenError, Option<usize>)> {
    let mut isel = Isel {
        func,
        vregs: Vec::new(),
        items: Vec::new(),
        map: SecondaryMap::new(),
        special: HashMap::new(),
        frames: Vec::new(),
        pending_fetches: Vec::new(),
        pending_dsts: HashSet::new(),
        pending_store: None,
        next_chan: 0,
        loc: SourceLoc::default(),
        arms: Vec::new(),
        next_tuple: 0,
        uses: func.use_counts(),
        ar: None,
        ar_holds: None,
        visited: HashSet::new(),
        funnels: funnel::find(func),
        divrems: Vec::new(),
        store_indices: Vec::new(),
        arrays: HashMap::new(),
        exit_flags: HashSet::new(),
        forced_loops: forced.clone(),
        retry_with_loop: None,
        ar_set_at: None,
    };
    let array_gprs = isel.lay_out_arrays().map_err(|e| (e, None))?;
    // The kernel itself is the outermost frame: an early `return` breaks out of it.
    let key = region as *const Region as usize;
    isel.frames.push(Frame {
        is_loop: false,
        needs_loop: forced.contains(&key),
        crossed: false,
        start: 0,
        after: Tail::default(),
        pending: Vec::new(),
        flags: Vec::new(),
        key,
    });
    let body = isel
        .region(
            region,
            Tail {
                depth: 0,
                continue_depth: None,
                function: true,
            },
        )
        .and_then(|()| {
            isel.flush_all();
            isel.close_scope_frame()
        });
    if let Err(e) = body {
        return Err((e, isel.retry_with_loop));
    }
    remove_dead_code(&mut isel.items);
    coalesce_copies(&mut isel.items, &isel.vregs);
    hoist_before_exits(&mut isel.items, &isel.vregs, &isel.exit_flags);
    fold_array_reads(&mut isel.items);
    sink_stores(&mut isel.items);
    hoist_fetches(&mut isel.items);
    Ok(Selected {
        items: isel.items,
        vregs: isel.vregs,
        array_gprs,
    })
}

/// The regions of `region` in order, nested sequences flattened.
fn flatten_seq(region: &Region) -> Vec<&Region> {
    fn walk<'r>(r: &'r Region, out: &mut Vec<&'r Region>) {
        match r {
            Region::Seq(v) => v.iter().for_each(|x| walk(x, out)),
            other => out.push(other),
        }
    }
    let mut out = Vec::new();
    walk(region, &mut out);
    out
}

impl Isel<'_> {
    /// Gives every indexed temporary array still accessed its own GPRs, after the
    /// preloaded R0-R2: element `e` of an array is `R[base + e]`, so that a register index
    /// is relative GPR addressing (`R[base + AR.x]`, L3394-3399). Returns the GPRs used.
    fn lay_out_arrays(&mut self) -> Result<std::ops::Range<u32>, CodegenError> {
        const FIRST: u32 = 3;
        let func = self.func;
        let mut ids: Vec<u32> = func
            .insts
            .values()
            .filter_map(|d| match d {
                InstructionData::Load {
                    space: AddressSpace::Private(id),
                    ..
                }
                | InstructionData::Store {
                    space: AddressSpace::Private(id),
                    ..
                } => Some(*id),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        let mut next = FIRST;
        for id in ids {
            let words = func.private_arrays.get(id as usize).copied().unwrap_or(0);
            let gprs = words.div_ceil(4);
            if next + gprs > 124 {
                return Err(CodegenError::Limit(format!(
                    "indexed temporary arrays need more than {} GPRs",
                    124 - FIRST
                )));
            }
            let token = self.new_vreg(VRegInfo {
                multi_def: true,
                ..VRegInfo::default()
            });
            self.arrays.insert(id, (token, next as u8, words));
            next += gprs;
        }
        Ok(FIRST..next)
    }

    fn unsupported<T>(&self, what: impl Into<String>) -> Result<T, CodegenError> {
        Err(CodegenError::Unsupported {
            what: what.into(),
            loc: self.loc,
        })
    }

    fn new_vreg(&mut self, info: VRegInfo) -> VReg {
        self.vregs.push(info);
        (self.vregs.len() - 1) as VReg
    }

    fn round_robin_chan(&mut self) -> Chan {
        let c = Chan::from_bits(u32::from(self.next_chan));
        self.next_chan = (self.next_chan + 1) % 4;
        c
    }

    fn temp(&mut self) -> VReg {
        self.new_vreg(VRegInfo::default())
    }

    // ------------------------------------------------------------------ items

    fn push_alu(&mut self, op: VOp) {
        if op.reads().any(|r| self.pending_dsts.contains(&r)) {
            self.flush_fetches();
        }
        self.items.push(Item::Alu(op));
    }

    fn alu(&mut self, op: AluOp, srcs: &[VSrc]) -> VReg {
        let dst = self.temp();
        self.push_alu(VOp::new(op, Some(dst), srcs));
        dst
    }

    /// An operation with (abs, neg) source modifier bits.
    fn alu_mod(&mut self, op: AluOp, srcs: &[VSrc], (abs, neg): (u8, u8)) -> VReg {
        let dst = self.temp();
        let mut v = VOp::new(op, Some(dst), srcs);
        v.abs = abs;
        v.neg = neg;
        self.push_alu(v);
        dst
    }

    fn alu_into(&mut self, dst: VReg, op: AluOp, srcs: &[VSrc]) {
        self.push_alu(VOp::new(op, Some(dst), srcs));
    }

    fn flush_fetches(&mut self) {
        if !self.pending_fetches.is_empty() {
            self.ar_holds = None;
        }
        self.items.append(&mut self.pending_fetches);
        self.pending_dsts.clear();
    }

    fn flush_store(&mut self) {
        if let Some(p) = self.pending_store.take() {
            self.ar_holds = None;
            self.items.push(p.item);
        }
    }

    fn flush_all(&mut self) {
        self.flush_fetches();
        self.flush_store();
    }

    fn control(&mut self, item: Item) {
        self.flush_all();
        self.ar_holds = None;
        self.items.push(item);
    }

    /// A register holding `src` (a move when it is not one already).
    fn in_reg(&mut self, src: VSrc) -> VReg {
        match src {
            VSrc::Reg(r) => r,
            other => self.alu(AluOp::Mov, &[other]),
        }
    }

    // ------------------------------------------------------------------ operands

    fn operand(&mut self, v: Value) -> Result<VSrc, CodegenError> {
        if let Some(s) = self.map[v] {
            return Ok(s);
        }
        let func = self.func;
        let src = match func.values[v].def {
            ValueDef::Param(_, _) => {
                let chan = self.round_robin_chan();
                VSrc::Reg(self.new_vreg(VRegInfo {
                    chan: Some(chan),
                    multi_def: true,
                    ..VRegInfo::default()
                }))
            }
            ValueDef::Result(inst) => match &func.insts[inst] {
                InstructionData::Const { ty, bits } => match ty {
                    Type::B1 => VSrc::Lit(if *bits & 1 != 0 { u32::MAX } else { 0 }),
                    Type::I32 | Type::F32 => VSrc::Lit(*bits as u32),
                    _ => return self.unsupported("64-bit constant"),
                },
                InstructionData::Bitcast { arg, .. } => self.operand(*arg)?,
                InstructionData::Unary {
                    opcode: Opcode::Copy | Opcode::Bmask,
                    arg,
                    ..
                } => self.operand(*arg)?,
                InstructionData::Load {
                    space: AddressSpace::Cb(cb),
                    size: MemSize::Dword,
                    addr,
                } if func.const_value(*addr).is_some() && *cb < 16 => {
                    let word = func.const_value(*addr).map(|(_, b)| b as u32).unwrap_or(0);
                    VSrc::Kc {
                        cb: *cb as u8,
                        word,
                    }
                }
                InstructionData::Special { reg } => {
                    let gpr = match reg.kind {
                        SpecialKind::GlobalId | SpecialKind::GlobalFlat => 0,
                        SpecialKind::LocalId | SpecialKind::LocalFlat => 1,
                        SpecialKind::GroupId | SpecialKind::GroupFlat => 2,
                        other => {
                            self.loc = func.srclocs[inst];
                            return self.unsupported(format!(
                                "{} (not delivered by the R600 compute ABI)",
                                other.name()
                            ));
                        }
                    };
                    let chan = if reg.kind.has_axis() {
                        Chan::from_bits(u32::from(reg.axis))
                    } else {
                        Chan::W
                    };
                    let r = match self.special.get(&(gpr, chan)) {
                        Some(r) => *r,
                        None => {
                            let r = self.new_vreg(VRegInfo {
                                chan: Some(chan),
                                precolor: Some(gpr),
                                ..VRegInfo::default()
                            });
                            self.special.insert((gpr, chan), r);
                            r
                        }
                    };
                    VSrc::Reg(r)
                }
                _ => {
                    return Err(CodegenError::Internal(format!(
                        "{v} used before its definition was selected"
                    )))
                }
            },
            ValueDef::Detached => {
                return Err(CodegenError::Internal(format!("{v} has no definition")))
            }
        };
        self.map[v] = Some(src);
        Ok(src)
    }

    // ------------------------------------------------------------------ regions

    fn region(&mut self, region: &Region, tail: Tail) -> Result<(), CodegenError> {
        match region {
            Region::Code(block) => self.block_code(*block),
            Region::Seq(items) => {
                let last = items.len().saturating_sub(1);
                for (i, item) in items.iter().enumerate() {
                    let t = if i == last { tail } else { Tail::default() };
                    self.region(item, t)?;
                }
                Ok(())
            }
            Region::Scope(body) => {
                self.flush_all();
                self.ar_holds = None;
                let key = &**body as *const Region as usize;
                self.frames.push(Frame {
                    is_loop: false,
                    needs_loop: self.forced_loops.contains(&key),
                    crossed: false,
                    start: self.items.len(),
                    after: tail,
                    pending: Vec::new(),
                    flags: Vec::new(),
                    key,
                });
                let inner = Tail {
                    depth: tail.depth + 1,
                    continue_depth: tail.continue_depth.map(|d| d + 1),
                    function: tail.function,
                };
                self.region(body, inner)?;
                self.flush_all();
                self.close_scope_frame()
            }
            Region::Loop(body) => {
                self.control(Item::LoopStart);
                self.frames.push(Frame {
                    is_loop: true,
                    needs_loop: false,
                    crossed: false,
                    start: self.items.len(),
                    after: tail,
                    pending: Vec::new(),
                    flags: Vec::new(),
                    key: &**body as *const Region as usize,
                });
                let inner = Tail {
                    depth: 0,
                    continue_depth: Some(0),
                    function: false,
                };
                self.region(body, inner)?;
                self.control(Item::LoopEnd);
                let frame = self
                    .frames
                    .pop()
                    .ok_or_else(|| CodegenError::Internal("frame stack underflow".into()))?;
                self.finish_hw_frame(frame)
            }
            Region::If { block, then, else_ } => self.if_region(*block, then, else_, tail),
            Region::Edge { from, to } => self.edge(*from, *to),
            Region::Break(depth) if *depth < tail.depth => Ok(()),
            Region::Continue(depth) if tail.continue_depth == Some(*depth) => Ok(()),
            Region::Return if tail.function => Ok(()),
            Region::Break(depth) => {
                let target = self.frame_at(*depth)?;
                self.leave(target, Item::LoopBreak)
            }
            Region::Continue(depth) => {
                let target = self.frame_at(*depth)?;
                if !self.frames[target].is_loop {
                    return Err(CodegenError::Internal(format!(
                        "continue {depth} targets a scope"
                    )));
                }
                self.leave(target, Item::LoopContinue)
            }
            Region::Return => self.leave(0, Item::LoopBreak),
        }
    }

    fn frame_at(&self, depth: u32) -> Result<usize, CodegenError> {
        // frames[0] is the kernel frame, not counted by the structurizer's depths.
        (self.frames.len() - 1)
            .checked_sub(depth as usize)
            .filter(|i| *i >= 1)
            .ok_or_else(|| CodegenError::Internal(format!("branch depth {depth} out of range")))
    }

    /// Leaves to frame `target` with LOOP_BREAK / LOOP_CONTINUE of its hardware loop, or
    /// with LOOP_BREAK of an inner loop whose exit falls through to `target`'s exit.
    fn leave(&mut self, target: usize, item: Item) -> Result<(), CodegenError> {
        let hw = |f: &Frame| f.is_loop || f.needs_loop;
        let inner_loop = (target + 1..self.frames.len())
            .rev()
            .find(|&i| hw(&self.frames[i]));
        if let Some(l) = inner_loop {
            let crossing_more = self.frames[target + 1..l].iter().any(hw);
            let after = self.frames[l].after;
            let falls_through = if target == 0 {
                after.function
            } else {
                ((l - 1 - target) as u32) < after.depth
            };
            if !crossing_more && matches!(item, Item::LoopBreak) && falls_through {
                for f in &mut self.frames[l + 1..] {
                    f.crossed = true;
                }
                self.control(Item::LoopBreak);
                return Ok(());
            }
            // A multi-level exit: mark the lanes in a flag of the target, leave the inner
            // hardware loop; after its end the flagged lanes leave the next one, and so on.
            let cont = matches!(item, Item::LoopContinue);
            if !cont && !self.frames[target].is_loop {
                self.frames[target].needs_loop = true;
            }
            let chan = self.round_robin_chan();
            let flag = self.new_vreg(VRegInfo {
                chan: Some(chan),
                multi_def: true,
                ..VRegInfo::default()
            });
            self.frames[target].flags.push(flag);
            self.exit_flags.insert(flag);
            for f in &mut self.frames[l + 1..] {
                f.crossed = true;
            }
            self.flush_all();
            self.alu_into(flag, AluOp::Mov, &[VSrc::Lit(u32::MAX)]);
            self.control(Item::LoopBreak);
            self.frames[l]
                .pending
                .push(PendingExit { flag, target, cont });
            return Ok(());
        }
        for f in &mut self.frames[target + 1..] {
            f.crossed = true;
        }
        if !self.frames[target].is_loop {
            self.frames[target].needs_loop = true;
        }
        self.control(item);
        Ok(())
    }

    /// Ends the innermost scope frame, wrapping it in a one-iteration loop if needed.
    fn close_scope_frame(&mut self) -> Result<(), CodegenError> {
        self.ar_holds = None;
        let frame = self
            .frames
            .pop()
            .ok_or_else(|| CodegenError::Internal("frame stack underflow".into()))?;
        if frame.needs_loop {
            if frame.crossed {
                self.retry_with_loop = Some(frame.key);
                return self.unsupported("a break out of a scope that another exit crosses");
            }
            self.insert_flag_inits(&frame);
            self.items.insert(frame.start, Item::LoopStart);
            self.items.push(Item::LoopBreak);
            self.items.push(Item::LoopEnd);
            return self.finish_hw_frame_exits(frame);
        }
        if !frame.flags.is_empty() || !frame.pending.is_empty() {
            return Err(CodegenError::Internal("exit flags on a plain scope".into()));
        }
        Ok(())
    }

    fn insert_flag_inits(&mut self, frame: &Frame) {
        for &flag in &frame.flags {
            self.items.insert(
                frame.start,
                Item::Alu(VOp::new(AluOp::Mov, Some(flag), &[VSrc::Lit(0)])),
            );
        }
    }

    /// After a real loop's LOOP_END: clears its exit flags where it starts, then handles
    /// the multi-level exits that left it.
    fn finish_hw_frame(&mut self, frame: Frame) -> Result<(), CodegenError> {
        // The loop's own flags are cleared at the top of every iteration.
        self.insert_flag_inits(&frame);
        self.finish_hw_frame_exits(frame)
    }

    /// Flagged lanes that left `frame` go on leaving: LOOP_BREAK out of the next hardware
    /// frame, or LOOP_CONTINUE when that frame is a continue's target loop.
    fn finish_hw_frame_exits(&mut self, frame: Frame) -> Result<(), CodegenError> {
        for p in frame.pending {
            let next = (p.target..self.frames.len())
                .rev()
                .find(|&i| self.frames[i].is_loop || self.frames[i].needs_loop)
                .ok_or_else(|| CodegenError::Internal("multi-level exit lost its frame".into()))?;
            self.flush_all();
            self.ar_holds = None;
            let mut pred = VOp::new(
                AluOp::PredSetneInt,
                None,
                &[VSrc::Reg(p.flag), VSrc::Lit(0)],
            );
            pred.pred = true;
            self.items.push(Item::Alu(pred));
            self.items.push(Item::IfPush);
            if next == p.target && p.cont {
                self.alu_into(p.flag, AluOp::Mov, &[VSrc::Lit(0)]);
                self.control(Item::LoopContinue);
            } else {
                self.control(Item::LoopBreak);
            }
            self.items.push(Item::Pop);
            if next != p.target {
                for f in &mut self.frames[next + 1..] {
                    f.crossed = true;
                }
                self.frames[next].pending.push(p);
            }
        }
        Ok(())
    }

    fn if_region(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        tail: Tail,
    ) -> Result<(), CodegenError> {
        let func = self.func;
        let Some(term) = func.terminator(block) else {
            return Err(CodegenError::Internal(format!("{block} has no terminator")));
        };
        self.loc = func.srclocs[term];
        let InstructionData::Brif { cond, .. } = &func.insts[term] else {
            return Err(CodegenError::Internal(format!(
                "{block} does not end in brif"
            )));
        };
        if let Some(merge) = self.convertible(then, tail).filter(|m| {
            self.convertible(else_, tail)
                .is_some_and(|e| e.0 == m.0 && e.1 + m.1 <= 16)
        }) {
            return self.if_convert(block, then, else_, merge.0);
        }
        let mut pred = self.pred_set(*cond)?;
        pred.pred = true;
        self.flush_all();
        self.ar_holds = None;
        self.items.push(Item::Alu(pred));
        self.items.push(Item::IfPush);
        self.arms.push((block, true));
        self.region(then, tail)?;
        self.arms.pop();
        self.flush_all();
        let else_at = self.items.len();
        self.ar_holds = None;
        self.items.push(Item::Else);
        self.arms.push((block, false));
        self.region(else_, tail)?;
        self.arms.pop();
        self.flush_all();
        if self.items.len() == else_at + 1 {
            self.items.pop();
        }
        self.ar_holds = None;
        self.items.push(Item::Pop);
        Ok(())
    }

    /// The PRED_SET* deciding an `if` on `cond`: a compare feeding only the branch is folded
    /// into it (signed integer and ordered float conditions the instruction set has).
    fn pred_set(&mut self, cond: Value) -> Result<VOp, CodegenError> {
        let func = self.func;
        let single_use = self.uses[cond] == 1;
        if let (true, Some(inst)) = (single_use, func.value_inst(cond)) {
            let folded = match &func.insts[inst] {
                InstructionData::IntCompare { cond: cc, args } => {
                    let (a, b) = (args[0], args[1]);
                    match cc {
                        IntCC::Eq => Some((AluOp::PredSeteInt, a, b, (0, 0))),
                        IntCC::Ne => Some((AluOp::PredSetneInt, a, b, (0, 0))),
                        IntCC::Sgt => Some((AluOp::PredSetgtInt, a, b, (0, 0))),
                        IntCC::Sge => Some((AluOp::PredSetgeInt, a, b, (0, 0))),
                        IntCC::Slt => Some((AluOp::PredSetgtInt, b, a, (0, 0))),
                        IntCC::Sle => Some((AluOp::PredSetgeInt, b, a, (0, 0))),
                        _ => None,
                    }
                }
                InstructionData::FloatCompare {
                    cond: cc,
                    args,
                    flags,
                } => {
                    let (a, b) = (args[0], args[1]);
                    let (ab, ba) = (mods(*flags, false), mods(*flags, true));
                    match cc {
                        FloatCC::Eq => Some((AluOp::PredSete, a, b, ab)),
                        FloatCC::Gt => Some((AluOp::PredSetgt, a, b, ab)),
                        FloatCC::Ge => Some((AluOp::PredSetge, a, b, ab)),
                        FloatCC::Lt => Some((AluOp::PredSetgt, b, a, ba)),
                        FloatCC::Le => Some((AluOp::PredSetge, b, a, ba)),
                        FloatCC::Ne => None,
                    }
                }
                _ => None,
            };
            if let Some((op, a, b, (abs, neg))) = folded {
                let x = self.operand(a)?;
                let y = self.operand(b)?;
                let mut v = VOp::new(op, None, &[x, y]);
                v.abs = abs;
                v.neg = neg;
                return Ok(v);
            }
        }
        let c = self.operand(cond)?;
        Ok(VOp::new(AluOp::PredSetneInt, None, &[c, VSrc::Lit(0)]))
    }

    /// `Some((x, ne))` when `cond` is `icmp ne x, 0` (`ne`) or `icmp eq x, 0` on a 32-bit
    /// integer: a select on it is one `CMOVE_INT` testing `x` (the compare itself stays
    /// only if something else reads it).
    fn zero_test(&self, cond: Value) -> Option<(Value, bool)> {
        let func = self.func;
        let inst = func.value_inst(cond)?;
        let InstructionData::IntCompare { cond: cc, args } = &func.insts[inst] else {
            return None;
        };
        let ne = match cc {
            IntCC::Eq => false,
            IntCC::Ne => true,
            _ => return None,
        };
        let is_zero = |v: Value| func.const_value(v).map(|c| c.1) == Some(0);
        let x = if is_zero(args[1]) {
            args[0]
        } else if is_zero(args[0]) {
            args[1]
        } else {
            return None;
        };
        (func.value_type(x).bits() == 32).then_some((x, ne))
    }

    /// If-conversion: when both sides of an `if` are short pure code ending in edges to the
    /// same merge block (and fall through to it), both run unconditionally and the merge
    /// block's parameters take `CMOVE_INT` selects. Returns (merge block, instructions).
    fn convertible(&self, side: &Region, tail: Tail) -> Option<(Block, usize)> {
        let func = self.func;
        let items = flatten_seq(side);
        let mut size = 0;
        let mut merge = None;
        for (k, item) in items.iter().enumerate() {
            let last = k + 1 == items.len();
            let next_code = match items.get(k + 1) {
                Some(Region::Code(b)) => Some(*b),
                _ => None,
            };
            match item {
                // Entering the next block of the side (no parameters to assign).
                Region::Edge { to, .. }
                    if merge.is_none()
                        && !matches!(items.get(k + 1), Some(Region::Break(_)))
                        && func.blocks[*to].params.is_empty() => {}
                // A nested diamond: converted, its merge block follows.
                Region::Scope(body) if merge.is_none() => {
                    let inner = Tail {
                        depth: tail.depth + 1,
                        ..tail
                    };
                    let (m2, s2) = self.convertible(body, inner)?;
                    if next_code != Some(m2) {
                        return None;
                    }
                    size += s2;
                }
                Region::Code(b) => {
                    if merge.is_some() {
                        return None;
                    }
                    for &inst in &func.blocks[*b].insts {
                        let data = &func.insts[inst];
                        if data.is_terminator() {
                            continue;
                        }
                        let impure = matches!(
                            data,
                            InstructionData::Load { .. }
                                | InstructionData::Store { .. }
                                | InstructionData::Atomic { .. }
                                | InstructionData::Fence { .. }
                        );
                        if impure || self.visited.contains(b) {
                            return None;
                        }
                        size += 1;
                    }
                }
                Region::Edge { to, .. } if merge.is_none() => merge = Some(*to),
                Region::Break(d) if last && *d < tail.depth && merge.is_some() => {}
                Region::If { then, else_, .. } if last && merge.is_none() => {
                    let (m1, s1) = self.convertible(then, tail)?;
                    let (m2, s2) = self.convertible(else_, tail)?;
                    if m1 != m2 {
                        return None;
                    }
                    return Some((m1, size + s1 + s2));
                }
                _ => return None,
            }
        }
        // A side must end with its edge and a fall-through break.
        match items.last() {
            Some(Region::Break(_)) => merge.map(|m| (m, size)),
            _ => None,
        }
    }

    fn if_convert(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        merge: Block,
    ) -> Result<(), CodegenError> {
        let values = self.side_values(block, then, else_, merge)?;
        let params = self.func.blocks[merge].params.clone();
        for (p, v) in params.iter().zip(values) {
            let d = match self.operand(*p)? {
                VSrc::Reg(r) => r,
                _ => return Err(CodegenError::Internal("block parameter folded".into())),
            };
            if v != VSrc::Reg(d) {
                self.alu_into(d, AluOp::Mov, &[v]);
            }
        }
        Ok(())
    }

    /// Emits both sides of the `if` ending `block` and returns the merge block's argument
    /// values, selected by its condition.
    fn side_values(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        merge: Block,
    ) -> Result<Vec<VSrc>, CodegenError> {
        let func = self.func;
        let Some(term) = func.terminator(block) else {
            return Err(CodegenError::Internal(format!("{block} has no terminator")));
        };
        let InstructionData::Brif { cond, .. } = &func.insts[term] else {
            return Err(CodegenError::Internal(format!(
                "{block} does not end in brif"
            )));
        };
        let c = self.operand(*cond)?;
        let t = self.one_side(Some(block), true, then, merge)?;
        let e = self.one_side(Some(block), false, else_, merge)?;
        let mut out = Vec::new();
        for (tv, ev) in t.into_iter().zip(e) {
            out.push(if tv == ev {
                tv
            } else {
                VSrc::Reg(self.alu(AluOp::CmoveInt, &[c, ev, tv]))
            });
        }
        Ok(out)
    }

    fn one_side(
        &mut self,
        block: Option<Block>,
        then_side: bool,
        side: &Region,
        merge: Block,
    ) -> Result<Vec<VSrc>, CodegenError> {
        let func = self.func;
        let items = flatten_seq(side);
        for (k, item) in items.iter().enumerate() {
            let next_code = match items.get(k + 1) {
                Some(Region::Code(b)) => Some(*b),
                _ => None,
            };
            match item {
                Region::Code(b) => self.block_code(*b)?,
                Region::Edge { .. } if !matches!(items.get(k + 1), Some(Region::Break(_))) => {}
                Region::Scope(body) => {
                    let Some(m2) = next_code else {
                        return Err(CodegenError::Internal("scope without its merge".into()));
                    };
                    let vals = self.one_side(None, false, body, m2)?;
                    let params = func.blocks[m2].params.clone();
                    for (p, v) in params.iter().zip(vals) {
                        let d = match self.operand(*p)? {
                            VSrc::Reg(r) => r,
                            _ => {
                                return Err(CodegenError::Internal("block parameter folded".into()))
                            }
                        };
                        if v != VSrc::Reg(d) {
                            self.alu_into(d, AluOp::Mov, &[v]);
                        }
                    }
                }
                Region::Edge { from, to } => {
                    let Some(term) = func.terminator(*from) else {
                        return Err(CodegenError::Internal(format!("{from} has no terminator")));
                    };
                    let call = match &func.insts[term] {
                        InstructionData::Jump { dest } => dest,
                        InstructionData::Brif {
                            then_dest,
                            else_dest,
                            ..
                        } => {
                            let use_then = if Some(*from) == block {
                                then_side
                            } else {
                                then_dest.block == *to
                            };
                            if use_then {
                                then_dest
                            } else {
                                else_dest
                            }
                        }
                        _ => return Err(CodegenError::Internal("edge without a branch".into())),
                    };
                    let mut vals = Vec::new();
                    for a in call.args.iter() {
                        vals.push(self.operand(*a)?);
                    }
                    return Ok(vals);
                }
                Region::If {
                    block: inner,
                    then,
                    else_,
                } => return self.side_values(*inner, then, else_, merge),
                _ => {}
            }
        }
        Err(CodegenError::Internal(
            "if-converted side without an edge".into(),
        ))
    }

    fn edge(&mut self, from: Block, to: Block) -> Result<(), CodegenError> {
        let func = self.func;
        let Some(term) = func.terminator(from) else {
            return Ok(());
        };
        self.loc = func.srclocs[term];
        let call = match &func.insts[term] {
            InstructionData::Jump { dest } => dest,
            InstructionData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                if then_dest.block == to && else_dest.block == to {
                    let then_side = self
                        .arms
                        .iter()
                        .rev()
                        .find(|(b, _)| *b == from)
                        .map(|(_, t)| *t)
                        .unwrap_or(true);
                    if then_side {
                        then_dest
                    } else {
                        else_dest
                    }
                } else if then_dest.block == to {
                    then_dest
                } else {
                    else_dest
                }
            }
            _ => return Ok(()),
        };
        // Queued fetches and stores read their registers when flushed: let them go before
        // the block parameters are reassigned.
        self.flush_all();
        let params = func.blocks[to].params.clone();
        let mut dsts = Vec::new();
        let mut srcs = Vec::new();
        for (p, a) in params.iter().zip(call.args.iter()) {
            let ty = func.value_type(*p);
            if ty.bits() == 64 {
                return self.unsupported("64-bit value");
            }
            let d = match self.operand(*p)? {
                VSrc::Reg(r) => r,
                _ => return Err(CodegenError::Internal("block parameter folded".into())),
            };
            let s = self.operand(*a)?;
            if s != VSrc::Reg(d) {
                dsts.push(d);
                srcs.push(s);
            }
        }
        let clobbers = srcs
            .iter()
            .any(|s| matches!(s, VSrc::Reg(r) if dsts.contains(r)));
        if clobbers {
            let temps: Vec<VReg> = srcs.iter().map(|s| self.alu(AluOp::Mov, &[*s])).collect();
            for (d, t) in dsts.iter().zip(temps) {
                self.alu_into(*d, AluOp::Mov, &[VSrc::Reg(t)]);
            }
        } else {
            for (d, s) in dsts.iter().zip(srcs) {
                self.alu_into(*d, AluOp::Mov, &[s]);
            }
        }
        Ok(())
    }

    fn block_code(&mut self, block: Block) -> Result<(), CodegenError> {
        let func = self.func;
        if !self.visited.insert(block) {
            // The structurizer repeats a block whose only predecessor branches to it on both
            // sides (`brif c, b(x), b(y)`); its values would need renaming per copy.
            if let Some(&first) = func.blocks[block].insts.first() {
                self.loc = func.srclocs[first];
            }
            return self.unsupported("a block that a two-way branch enters on both sides");
        }
        self.divrems.clear();
        self.store_indices.clear();
        for &inst in &func.blocks[block].insts {
            if func.insts[inst].is_terminator() {
                continue;
            }
            self.loc = func.srclocs[inst];
            self.inst(inst)?;
        }
        Ok(())
    }

    // ------------------------------------------------------------------ instructions

    fn define(&mut self, inst: Inst, src: VSrc) -> Result<(), CodegenError> {
        match self.func.inst_result(inst) {
            Some(v) => {
                self.map[v] = Some(src);
                Ok(())
            }
            None => Err(CodegenError::Internal(format!("{inst} has no result"))),
        }
    }

    fn inst(&mut self, inst: Inst) -> Result<(), CodegenError> {
        let func = self.func;
        let data = &func.insts[inst];
        if let Some(shift) = self.funnels.shifts.get(&inst).copied() {
            let r = self.funnel_shift(shift)?;
            return self.define(inst, VSrc::Reg(r));
        }
        if self.funnels.covered.contains(&inst) {
            return Ok(());
        }
        // A result nothing uses, of an instruction without side effects (such as a 64-bit
        // pair left over once its funnel shift folded away): nothing to select.
        let side_effects = matches!(
            data,
            InstructionData::Store { .. }
                | InstructionData::Atomic { .. }
                | InstructionData::Fence { .. }
        );
        if !side_effects && func.inst_result(inst).is_some_and(|v| self.uses[v] == 0) {
            return Ok(());
        }
        let wide = data
            .values()
            .iter()
            .any(|v| func.value_type(*v).bits() == 64)
            || func
                .inst_result(inst)
                .is_some_and(|r| func.value_type(r).bits() == 64);
        if wide {
            let name = data.opcode().map(|o| o.name()).unwrap_or("operation");
            return self.unsupported(format!(
                "64-bit operation `{name}` (R6xx has no double or 64-bit integer ALU)"
            ));
        }
        match data {
            // Graphics stages (TEX clauses, exports) are a separate R600 issue.
            InstructionData::Texture { .. } => {
                self.unsupported("texture sample/load (pixel and vertex shaders)")
            }
            InstructionData::Derivative { axis, .. } => {
                self.unsupported(format!("derivative `{}` (pixel shaders)", axis.name()))
            }
            InstructionData::Const { .. } | InstructionData::Bitcast { .. } => Ok(()),
            InstructionData::Special { .. } => {
                // Validated (and precolored) on first use.
                if let Some(v) = func.inst_result(inst) {
                    self.operand(v)?;
                }
                Ok(())
            }
            InstructionData::Unary {
                opcode: Opcode::Copy | Opcode::Bmask,
                ..
            } => Ok(()),
            InstructionData::Unary { opcode, flags, arg } => {
                let a = self.operand(*arg)?;
                let r = self.unary(*opcode, *flags, a)?;
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::Binary {
                opcode,
                flags,
                args,
            } => {
                if matches!(opcode, Opcode::Fmax | Opcode::Fmin) && args[0] == args[1] {
                    if let Some(r) = self.minmax_through_select(*opcode, *flags, args[0])? {
                        return self.define(inst, VSrc::Reg(r));
                    }
                }
                let a = self.operand(args[0])?;
                let b = self.operand(args[1])?;
                let r = self.binary(*opcode, *flags, a, b)?;
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::Ternary {
                opcode,
                flags,
                args,
            } => {
                let b = self.operand(args[1])?;
                let c = self.operand(args[2])?;
                if *opcode == Opcode::Select {
                    if let Some((x, ne)) = self.zero_test(args[0]) {
                        // CMOVE_INT tests x itself: x == 0 ? src1 : src2.
                        let x = self.operand(x)?;
                        let (if_zero, if_nonzero) = if ne { (c, b) } else { (b, c) };
                        let r = self.alu(AluOp::CmoveInt, &[x, if_zero, if_nonzero]);
                        return self.define(inst, VSrc::Reg(r));
                    }
                }
                let a = self.operand(args[0])?;
                let r = self.ternary(*opcode, *flags, a, b, c)?;
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::Quaternary {
                opcode: Opcode::Bfi,
                args,
            } => {
                let base = self.operand(args[0])?;
                let ins = self.operand(args[1])?;
                let off = self.operand(args[2])?;
                let width = self.operand(args[3])?;
                let o = self.shift_count(off);
                let w = self.shift_count(width);
                let low = self.low_mask(w);
                let mask = self.alu(AluOp::LshlInt, &[VSrc::Reg(low), o]);
                let shifted = self.alu(AluOp::LshlInt, &[ins, o]);
                let part = self.alu(AluOp::AndInt, &[VSrc::Reg(shifted), VSrc::Reg(mask)]);
                let inv = self.alu(AluOp::NotInt, &[VSrc::Reg(mask)]);
                let keep = self.alu(AluOp::AndInt, &[base, VSrc::Reg(inv)]);
                let r = self.alu(AluOp::OrInt, &[VSrc::Reg(keep), VSrc::Reg(part)]);
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::Quaternary { opcode, .. } => self.unsupported(opcode.name()),
            InstructionData::IntCompare { cond, args } => {
                let a = self.operand(args[0])?;
                let b = self.operand(args[1])?;
                let (op, x, y) = match cond {
                    IntCC::Eq => (AluOp::SeteInt, a, b),
                    IntCC::Ne => (AluOp::SetneInt, a, b),
                    IntCC::Sgt => (AluOp::SetgtInt, a, b),
                    IntCC::Sge => (AluOp::SetgeInt, a, b),
                    IntCC::Slt => (AluOp::SetgtInt, b, a),
                    IntCC::Sle => (AluOp::SetgeInt, b, a),
                    IntCC::Ugt => (AluOp::SetgtUint, a, b),
                    IntCC::Uge => (AluOp::SetgeUint, a, b),
                    IntCC::Ult => (AluOp::SetgtUint, b, a),
                    IntCC::Ule => (AluOp::SetgeUint, b, a),
                };
                let r = self.alu(op, &[x, y]);
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::FloatCompare { cond, args, flags } => {
                let a = self.operand(args[0])?;
                let b = self.operand(args[1])?;
                let (ab, ba) = (mods(*flags, false), mods(*flags, true));
                let r = match cond {
                    FloatCC::Eq => self.alu_mod(AluOp::SeteDx10, &[a, b], ab),
                    FloatCC::Gt => self.alu_mod(AluOp::SetgtDx10, &[a, b], ab),
                    FloatCC::Ge => self.alu_mod(AluOp::SetgeDx10, &[a, b], ab),
                    FloatCC::Lt => self.alu_mod(AluOp::SetgtDx10, &[b, a], ba),
                    FloatCC::Le => self.alu_mod(AluOp::SetgeDx10, &[b, a], ba),
                    FloatCC::Ne => {
                        // Ordered: false when either operand is NaN.
                        let gt = self.alu_mod(AluOp::SetgtDx10, &[a, b], ab);
                        let lt = self.alu_mod(AluOp::SetgtDx10, &[b, a], ba);
                        self.alu(AluOp::OrInt, &[VSrc::Reg(gt), VSrc::Reg(lt)])
                    }
                };
                self.define(inst, VSrc::Reg(r))
            }
            InstructionData::Load { space, size, addr } => {
                if *size != MemSize::Dword {
                    return self
                        .unsupported(format!("{} load (no byte/short access)", size.name()));
                }
                match space {
                    AddressSpace::Global => {
                        let r = self.load_global(*addr)?;
                        self.define(inst, VSrc::Reg(r))
                    }
                    AddressSpace::Cb(cb) if *cb < 16 && func.const_value(*addr).is_some() => Ok(()),
                    AddressSpace::Cb(0) => {
                        let r = self.load_cb0_relative(*addr)?;
                        self.define(inst, VSrc::Reg(r))
                    }
                    AddressSpace::Cb(_) => self.unsupported(
                        "computed index into a constant buffer other than cb0 (only cb0 is the constant file)",
                    ),
                    AddressSpace::Private(id) => {
                        let r = self.load_private(*id, *addr)?;
                        self.define(inst, VSrc::Reg(r))
                    }
                    other => self.unsupported(space_name(*other, "load")),
                }
            }
            InstructionData::Store { space, size, args } => {
                if *size != MemSize::Dword {
                    return self
                        .unsupported(format!("{} store (no byte/short access)", size.name()));
                }
                match space {
                    AddressSpace::Global => self.store_global(args[0], args[1]),
                    AddressSpace::Private(id) => self.store_private(*id, args[0], args[1]),
                    other => self.unsupported(space_name(*other, "store")),
                }
            }
            InstructionData::Atomic { space, .. } => {
                self.unsupported(format!("atomic on {}", space_name(*space, "memory")))
            }
            InstructionData::Fence { flags } => {
                if flags.threads || flags.lds || flags.gds {
                    self.unsupported("barrier / LDS or GDS fence")
                } else {
                    Ok(())
                }
            }
            InstructionData::Jump { .. }
            | InstructionData::Brif { .. }
            | InstructionData::Return => Ok(()),
        }
    }

    /// The low word of the 64-bit pair `hi:lo` shifted right (see [`crate::funnel`]): for a
    /// count `s < 32`, `(lo >> s) | ((hi << 1) << (s ^ 31))` (the doubled shift keeps both
    /// counts within 0-31 and gives 0 for `s = 0`); for `32 ≤ s < 64`, `hi >> (s - 32)`.
    fn funnel_shift(&mut self, shift: FunnelShift) -> Result<VReg, CodegenError> {
        let mut word = |w: funnel::Word| match w {
            funnel::Word::Value(v) => self.operand(v),
            funnel::Word::Const(bits) => Ok(VSrc::Lit(bits)),
        };
        let lo = word(shift.lo)?;
        let hi = word(shift.hi)?;
        let (count, bound) = match shift.amount {
            Amount::Const(0) => return Ok(self.alu(AluOp::Mov, &[lo])),
            Amount::Const(32) => return Ok(self.alu(AluOp::Mov, &[hi])),
            Amount::Const(k) if k > 32 => {
                return Ok(self.alu(AluOp::LshrInt, &[hi, VSrc::Lit(k - 32)]))
            }
            Amount::Const(k) => (VSrc::Lit(k), Some(k)),
            Amount::Word { count, bound } => (self.operand(count)?, bound),
        };
        let below_32 = bound.is_some_and(|b| b < 32);
        let s5 = if below_32 {
            count
        } else {
            VSrc::Reg(self.alu(AluOp::AndInt, &[count, VSrc::Lit(31)]))
        };
        let low_part = self.alu(AluOp::LshrInt, &[lo, s5]);
        let high_part = match (shift.amount, s5) {
            (Amount::Const(k), _) => self.alu(AluOp::LshlInt, &[hi, VSrc::Lit(32 - k)]),
            (_, s5) => {
                let doubled = self.alu(AluOp::AddInt, &[hi, hi]);
                let rest = self.alu(AluOp::XorInt, &[s5, VSrc::Lit(31)]);
                self.alu(AluOp::LshlInt, &[VSrc::Reg(doubled), VSrc::Reg(rest)])
            }
        };
        let below = self.alu(AluOp::OrInt, &[VSrc::Reg(low_part), VSrc::Reg(high_part)]);
        if below_32 {
            return Ok(below);
        }
        let above = self.alu(AluOp::LshrInt, &[hi, s5]);
        let big = self.alu(AluOp::AndInt, &[count, VSrc::Lit(32)]);
        Ok(self.alu(
            AluOp::CmoveInt,
            &[VSrc::Reg(big), VSrc::Reg(below), VSrc::Reg(above)],
        ))
    }

    /// Applies the float flags' source modifiers of operand `i` by explicit moves (for OP3
    /// operations, which have no ABS) or returns the bits to put on the instruction.
    fn float_op(&mut self, op: AluOp, flags: FloatFlags, srcs: &[VSrc], extra_neg: u8) -> VReg {
        let op3 = srcs.len() == 3;
        let mut srcs = srcs.to_vec();
        let mut abs = flags.abs;
        if op3 && abs != 0 {
            for (i, s) in srcs.iter_mut().enumerate() {
                if abs & (1 << i) != 0 {
                    let mut mv = VOp::new(AluOp::Mov, None, &[*s]);
                    let t = self.temp();
                    mv.dst = Some(t);
                    mv.abs = 1;
                    self.push_alu(mv);
                    *s = VSrc::Reg(t);
                }
            }
            abs = 0;
        }
        let dst = self.temp();
        let mut v = VOp::new(op, Some(dst), &srcs);
        v.abs = abs;
        v.neg = flags.neg ^ extra_neg;
        v.clamp = flags.sat;
        self.push_alu(v);
        dst
    }

    fn unary(&mut self, opcode: Opcode, flags: FloatFlags, a: VSrc) -> Result<VReg, CodegenError> {
        use Opcode::*;
        let f = |op| Some(op);
        let float = match opcode {
            Fneg => {
                return Ok(self.float_op(AluOp::Mov, flags, &[a], 1));
            }
            Fabs => {
                let fl = FloatFlags {
                    abs: flags.abs | 1,
                    neg: flags.neg & !1,
                    ..flags
                };
                return Ok(self.float_op(AluOp::Mov, fl, &[a], 0));
            }
            Fsat => {
                let fl = FloatFlags { sat: true, ..flags };
                return Ok(self.float_op(AluOp::Mov, fl, &[a], 0));
            }
            Frcp => f(match flags.zeroop {
                ZeroOp::FltMax => AluOp::RecipClamped,
                ZeroOp::Infinity => AluOp::RecipIeee,
                ZeroOp::Zero => AluOp::RecipFf,
            }),
            Frsq => f(match flags.zeroop {
                ZeroOp::FltMax => AluOp::RecipsqrtClamped,
                ZeroOp::Infinity => AluOp::RecipsqrtIeee,
                ZeroOp::Zero => AluOp::RecipsqrtFf,
            }),
            Flog2 => match flags.zeroop {
                ZeroOp::FltMax => f(AluOp::LogClamped),
                ZeroOp::Infinity => f(AluOp::LogIeee),
                ZeroOp::Zero => None,
            },
            Fsqrt => f(AluOp::SqrtIeee),
            Fexp2 => f(AluOp::ExpIeee),
            Fsin => f(AluOp::Sin),
            Fcos => f(AluOp::Cos),
            Ffloor => f(AluOp::Floor),
            Fceil => f(AluOp::Ceil),
            Ftrunc => f(AluOp::Trunc),
            Frne => f(AluOp::Rndne),
            Ffract => f(AluOp::Fract),
            _ => None,
        };
        if let Some(op) = float {
            return Ok(self.float_op(op, flags, &[a], 0));
        }
        Ok(match opcode {
            Ineg => self.alu(AluOp::SubInt, &[VSrc::Lit(0), a]),
            Popcnt => self.popcnt(a),
            FfbLo => {
                // Isolate the lowest set bit; its float exponent is its index.
                let neg = self.alu(AluOp::SubInt, &[VSrc::Lit(0), a]);
                let low = self.alu(AluOp::AndInt, &[a, VSrc::Reg(neg)]);
                let fl = self.alu(AluOp::UintToFlt, &[VSrc::Reg(low)]);
                let e = self.alu(AluOp::LshrInt, &[VSrc::Reg(fl), VSrc::Lit(23)]);
                let idx = self.alu(AluOp::AddInt, &[VSrc::Reg(e), VSrc::Lit((-127i32) as u32)]);
                self.alu(AluOp::CmoveInt, &[a, VSrc::Lit(u32::MAX), VSrc::Reg(idx)])
            }
            FfbHi => self.ffb_hi(a),
            FfbShi => {
                let sign = self.alu(AluOp::AshrInt, &[a, VSrc::Lit(31)]);
                let w = self.alu(AluOp::XorInt, &[a, VSrc::Reg(sign)]);
                self.ffb_hi(VSrc::Reg(w))
            }
            Bitrev => self.bitrev(a),
            Bnot => self.alu(AluOp::NotInt, &[a]),
            Ftoi => {
                let fl = FloatFlags {
                    sat: false,
                    ..flags
                };
                self.float_op(AluOp::FltToInt, fl, &[a], 0)
            }
            Itof => self.alu(AluOp::IntToFlt, &[a]),
            Utof => self.alu(AluOp::UintToFlt, &[a]),
            Ftou => {
                // Saturating float → uint: negative and NaN give 0, ≥ 2^32 all ones.
                let t = self.alu_mod(
                    AluOp::MaxDx10,
                    &[a, lit_f(0.0)],
                    (flags.abs & 1, flags.neg & 1),
                );
                let big = self.alu(AluOp::SetgeDx10, &[VSrc::Reg(t), lit_f(2147483648.0)]);
                let lo = self.alu(AluOp::FltToInt, &[VSrc::Reg(t)]);
                let mut sub = VOp::new(AluOp::Add, None, &[VSrc::Reg(t), lit_f(2147483648.0)]);
                let d = self.temp();
                sub.dst = Some(d);
                sub.neg = 2;
                self.push_alu(sub);
                let hi0 = self.alu(AluOp::FltToInt, &[VSrc::Reg(d)]);
                let hi = self.alu(AluOp::AddInt, &[VSrc::Reg(hi0), VSrc::Lit(0x8000_0000)]);
                self.alu(
                    AluOp::CmoveInt,
                    &[VSrc::Reg(big), VSrc::Reg(lo), VSrc::Reg(hi)],
                )
            }
            other => return self.unsupported(format!("`{}`", other.name())),
        })
    }

    /// IL multiply (and multiply-add): with `ieee` the IEEE operation, without it the DX9
    /// rule (a zero factor gives +0 whatever the other), which is exactly R600's `MUL` /
    /// `MULADD` ("0*anything = 0", r600-isa L4061).
    fn legacy_mul(&mut self, ieee: AluOp, dx9: AluOp, flags: FloatFlags, srcs: &[VSrc]) -> VReg {
        let op = if flags.ieee { ieee } else { dx9 };
        self.float_op(op, flags, srcs, 0)
    }

    /// IL min/max: a NaN operand gives the other (MIN/MAX_DX10 do that), and two zeros
    /// give +0 (max) unless both are -0, -0 (min) if either is: MIN/MAX_DX10 may return
    /// either zero, so when both operands are zeros the result is their bitwise and (max)
    /// or or (min). A non-zero literal operand makes the plain instruction exact.
    fn il_minmax(&mut self, max: bool, flags: FloatFlags, a: VSrc, b: VSrc) -> VReg {
        let op = if max { AluOp::MaxDx10 } else { AluOp::MinDx10 };
        let nonzero = |s: &VSrc| matches!(s, VSrc::Lit(x) if x & 0x7fff_ffff != 0);
        // Both operands the same value with the same modifiers: they cannot be zeros of
        // different signs.
        let same_mods = |m: u8| (m & 1) == ((m >> 1) & 1);
        let same = a == b && same_mods(flags.abs) && same_mods(flags.neg);
        if nonzero(&a) || nonzero(&b) || same {
            return self.float_op(op, flags, &[a, b], 0);
        }
        let mut srcs = [a, b];
        for (i, s) in srcs.iter_mut().enumerate() {
            let bit = 1u8 << i;
            if (flags.abs | flags.neg) & bit != 0 {
                let mut mv = VOp::new(AluOp::Mov, None, &[*s]);
                let t = self.temp();
                mv.dst = Some(t);
                mv.abs = u8::from(flags.abs & bit != 0);
                mv.neg = u8::from(flags.neg & bit != 0);
                self.push_alu(mv);
                *s = VSrc::Reg(t);
            }
        }
        let [a, b] = srcs;
        let m = self.alu(op, &[a, b]);
        let za = self.alu(AluOp::SeteDx10, &[a, lit_f(0.0)]);
        let zb = self.alu(AluOp::SeteDx10, &[b, lit_f(0.0)]);
        let both = self.alu(AluOp::AndInt, &[VSrc::Reg(za), VSrc::Reg(zb)]);
        let bits = if max { AluOp::AndInt } else { AluOp::OrInt };
        let zero = self.alu(bits, &[a, b]);
        let r = self.alu(
            AluOp::CmoveInt,
            &[VSrc::Reg(both), VSrc::Reg(m), VSrc::Reg(zero)],
        );
        if flags.sat {
            let mut mv = VOp::new(AluOp::Mov, None, &[VSrc::Reg(r)]);
            let d = self.temp();
            mv.dst = Some(d);
            mv.clamp = true;
            self.push_alu(mv);
            d
        } else {
            r
        }
    }

    /// `max(s, s)` (or `min`) of `s = select(c, K, y)` (either arm order) with a constant
    /// `K` that is zero or a normal number, used only there: the operation only flushes a
    /// denormal `s`, which leaves `K` unchanged, so it is `select(c, K, max(y, y))` and the
    /// flush runs beside the compare instead of after the select (the IL `clamp` ends in
    /// this shape). `None` when the shape does not match.
    fn minmax_through_select(
        &mut self,
        opcode: Opcode,
        flags: FloatFlags,
        s: Value,
    ) -> Result<Option<VReg>, CodegenError> {
        let func = self.func;
        if flags.abs != 0 || flags.neg != 0 || flags.sat || self.uses[s] != 2 {
            return Ok(None);
        }
        let Some(InstructionData::Ternary {
            opcode: Opcode::Select,
            args,
            ..
        }) = func.value_inst(s).map(|i| &func.insts[i])
        else {
            return Ok(None);
        };
        let kept = |v: Value| {
            func.const_value(v).is_some_and(|(_, bits)| {
                let bits = bits as u32;
                let exp = (bits >> 23) & 0xff;
                bits & 0x7fff_ffff == 0 || (exp != 0 && exp != 0xff)
            })
        };
        let (c, t, f) = (args[0], args[1], args[2]);
        let (t, f) = if kept(t) {
            let y = self.operand(f)?;
            let m = self.il_minmax(opcode == Opcode::Fmax, flags, y, y);
            (self.operand(t)?, VSrc::Reg(m))
        } else if kept(f) {
            let y = self.operand(t)?;
            let m = self.il_minmax(opcode == Opcode::Fmax, flags, y, y);
            (VSrc::Reg(m), self.operand(f)?)
        } else {
            return Ok(None);
        };
        let r = match self.zero_test(c) {
            Some((x, ne)) => {
                let x = self.operand(x)?;
                let (if_zero, if_nonzero) = if ne { (f, t) } else { (t, f) };
                self.alu(AluOp::CmoveInt, &[x, if_zero, if_nonzero])
            }
            None => {
                let c = self.operand(c)?;
                self.alu(AluOp::CmoveInt, &[c, f, t])
            }
        };
        Ok(Some(r))
    }

    /// `(1 << w) - 1` for a 5-bit `w`.
    fn low_mask(&mut self, w: VSrc) -> VReg {
        let one = self.alu(AluOp::LshlInt, &[VSrc::Lit(1), w]);
        self.alu(AluOp::AddInt, &[VSrc::Reg(one), VSrc::Lit(u32::MAX)])
    }

    /// Population count by the usual 2/4/8-bit partial sums and a multiply.
    fn popcnt(&mut self, a: VSrc) -> VReg {
        use VSrc::{Lit, Reg};
        let s1 = self.alu(AluOp::LshrInt, &[a, Lit(1)]);
        let m1 = self.alu(AluOp::AndInt, &[Reg(s1), Lit(0x5555_5555)]);
        let v1 = self.alu(AluOp::SubInt, &[a, Reg(m1)]);
        let lo = self.alu(AluOp::AndInt, &[Reg(v1), Lit(0x3333_3333)]);
        let s2 = self.alu(AluOp::LshrInt, &[Reg(v1), Lit(2)]);
        let hi = self.alu(AluOp::AndInt, &[Reg(s2), Lit(0x3333_3333)]);
        let v2 = self.alu(AluOp::AddInt, &[Reg(lo), Reg(hi)]);
        let s4 = self.alu(AluOp::LshrInt, &[Reg(v2), Lit(4)]);
        let v3 = self.alu(AluOp::AddInt, &[Reg(v2), Reg(s4)]);
        let v4 = self.alu(AluOp::AndInt, &[Reg(v3), Lit(0x0F0F_0F0F)]);
        let p = self.alu(AluOp::MulloUint, &[Reg(v4), Lit(0x0101_0101)]);
        self.alu(AluOp::LshrInt, &[Reg(p), Lit(24)])
    }

    /// Leading zeros (`-1` for 0): the float exponent of the value is its top bit, or one
    /// more when the conversion rounded up, which a shift detects.
    fn ffb_hi(&mut self, a: VSrc) -> VReg {
        use VSrc::{Lit, Reg};
        let fl = self.alu(AluOp::UintToFlt, &[a]);
        let e = self.alu(AluOp::LshrInt, &[Reg(fl), Lit(23)]);
        let top = self.alu(AluOp::AddInt, &[Reg(e), Lit((-127i32) as u32)]);
        let t = self.alu(AluOp::LshrInt, &[a, Reg(top)]);
        let up = self.alu(AluOp::SeteInt, &[Reg(t), Lit(0)]);
        let msb = self.alu(AluOp::AddInt, &[Reg(top), Reg(up)]);
        let lz = self.alu(AluOp::SubInt, &[Lit(31), Reg(msb)]);
        self.alu(AluOp::CmoveInt, &[a, Lit(u32::MAX), Reg(lz)])
    }

    /// Bit reversal by swapping ever larger blocks.
    fn bitrev(&mut self, a: VSrc) -> VReg {
        use VSrc::{Lit, Reg};
        let mut v = a;
        for (sh, m) in [
            (1, 0x5555_5555u32),
            (2, 0x3333_3333),
            (4, 0x0F0F_0F0F),
            (8, 0x00FF_00FF),
        ] {
            let r = self.alu(AluOp::LshrInt, &[v, Lit(sh)]);
            let rm = self.alu(AluOp::AndInt, &[Reg(r), Lit(m)]);
            let lm = self.alu(AluOp::AndInt, &[v, Lit(m)]);
            let l = self.alu(AluOp::LshlInt, &[Reg(lm), Lit(sh)]);
            v = Reg(self.alu(AluOp::OrInt, &[Reg(rm), Reg(l)]));
        }
        let r = self.alu(AluOp::LshrInt, &[v, Lit(16)]);
        let l = self.alu(AluOp::LshlInt, &[v, Lit(16)]);
        self.alu(AluOp::OrInt, &[Reg(r), Reg(l)])
    }

    fn shift_count(&mut self, b: VSrc) -> VSrc {
        match b {
            VSrc::Lit(c) => VSrc::Lit(c & 31),
            other => VSrc::Reg(self.alu(AluOp::AndInt, &[other, VSrc::Lit(31)])),
        }
    }

    fn binary(
        &mut self,
        opcode: Opcode,
        flags: FloatFlags,
        a: VSrc,
        b: VSrc,
    ) -> Result<VReg, CodegenError> {
        use Opcode::*;
        let int = |op| Some(op);
        let simple = match opcode {
            Iadd => int(AluOp::AddInt),
            Isub => int(AluOp::SubInt),
            Imul => int(AluOp::MulloInt),
            Smulhi => int(AluOp::MulhiInt),
            Umulhi => int(AluOp::MulhiUint),
            Band => int(AluOp::AndInt),
            Bor => int(AluOp::OrInt),
            Bxor => int(AluOp::XorInt),
            Smin => int(AluOp::MinInt),
            Smax => int(AluOp::MaxInt),
            Umin => int(AluOp::MinUint),
            Umax => int(AluOp::MaxUint),
            _ => None,
        };
        if let Some(op) = simple {
            return Ok(self.alu(op, &[a, b]));
        }
        Ok(match opcode {
            Ishl | Ushr | Sshr => {
                let n = self.shift_count(b);
                if opcode == Ishl && n == VSrc::Lit(1) {
                    // x << 1 = x + x: any vector unit instead of the Trans unit only.
                    return Ok(self.alu(AluOp::AddInt, &[a, a]));
                }
                let op = match opcode {
                    Ishl => AluOp::LshlInt,
                    Ushr => AluOp::LshrInt,
                    _ => AluOp::AshrInt,
                };
                self.alu(op, &[a, n])
            }
            Udiv | Urem => self.udivrem(a, b, opcode == Udiv),
            Icarry => {
                let s = self.alu(AluOp::AddInt, &[a, b]);
                let c = self.alu(AluOp::SetgtUint, &[a, VSrc::Reg(s)]);
                self.alu(AluOp::AndInt, &[VSrc::Reg(c), VSrc::Lit(1)])
            }
            Iborrow => {
                let c = self.alu(AluOp::SetgtUint, &[b, a]);
                self.alu(AluOp::AndInt, &[VSrc::Reg(c), VSrc::Lit(1)])
            }
            Umul24 => {
                let x = self.alu(AluOp::AndInt, &[a, VSrc::Lit(0xFF_FFFF)]);
                let y = self.alu(AluOp::AndInt, &[b, VSrc::Lit(0xFF_FFFF)]);
                self.alu(AluOp::MulloUint, &[VSrc::Reg(x), VSrc::Reg(y)])
            }
            Smul24 => {
                let x = self.sext24(a);
                let y = self.sext24(b);
                self.alu(AluOp::MulloInt, &[x, y])
            }
            Fadd => self.float_op(AluOp::Add, flags, &[a, b], 0),
            Fsub => self.float_op(AluOp::Add, flags, &[a, b], 2),
            Fmul => self.legacy_mul(AluOp::MulIeee, AluOp::Mul, flags, &[a, b]),
            Fmin => self.il_minmax(false, flags, a, b),
            Fmax => self.il_minmax(true, flags, a, b),
            other => return self.unsupported(format!("`{}`", other.name())),
        })
    }

    /// Unsigned division or remainder of `a` by `b`; a `udiv` and a `urem` of the same
    /// operands in one block share the expansion of [`Isel::udivrem_pair`].
    fn udivrem(&mut self, a: VSrc, b: VSrc, div: bool) -> VReg {
        let cached = self
            .divrems
            .iter()
            .find(|(k, _)| *k == (a, b))
            .map(|(_, qr)| *qr);
        let (q, r) = match cached {
            Some(qr) => qr,
            None => {
                let qr = self.udivrem_pair(a, b);
                self.divrems.push(((a, b), qr));
                qr
            }
        };
        if div {
            q
        } else {
            r
        }
    }

    /// Quotient and remainder: q = mulhi(a, RECIP_UINT(b)) is the quotient or one less
    /// (RECIP_UINT = floor(2^32 / b) underestimates a·2^32/b by less than a), so with
    /// r = a - q·b one correction step gives the quotient q + (r ≥ b) and the remainder
    /// r ≥ b ? r - b : r. For b = 0 the quotient is all ones and the remainder a: then
    /// r = a ≥ 0 = b always, so the corrected quotient is formed from -2 instead of q
    /// (-2 + 1 = -1), chosen while the multiply runs; the remainder needs no case. The
    /// candidates (r - b, the choice of q) are computed beside the compare, so the
    /// dependent chain after the multiply is three vector groups.
    fn udivrem_pair(&mut self, a: VSrc, b: VSrc) -> (VReg, VReg) {
        let rcp = self.alu(AluOp::RecipUint, &[b]);
        let zero = self.alu(AluOp::SeteInt, &[b, VSrc::Lit(0)]);
        let q = self.alu(AluOp::MulhiUint, &[a, VSrc::Reg(rcp)]);
        let base = self.alu(
            AluOp::CmoveInt,
            &[VSrc::Reg(zero), VSrc::Reg(q), VSrc::Lit((-2i32) as u32)],
        );
        let p = self.alu(AluOp::MulloUint, &[VSrc::Reg(q), b]);
        let r = self.alu(AluOp::SubInt, &[a, VSrc::Reg(p)]);
        let ge = self.alu(AluOp::SetgeUint, &[VSrc::Reg(r), b]);
        let r_minus_b = self.alu(AluOp::SubInt, &[VSrc::Reg(r), b]);
        // ge is 0 or all ones: subtracting it adds one.
        let quot = self.alu(AluOp::SubInt, &[VSrc::Reg(base), VSrc::Reg(ge)]);
        let rem = self.alu(
            AluOp::CmoveInt,
            &[VSrc::Reg(ge), VSrc::Reg(r), VSrc::Reg(r_minus_b)],
        );
        (quot, rem)
    }

    fn sext24(&mut self, a: VSrc) -> VSrc {
        let s = self.alu(AluOp::LshlInt, &[a, VSrc::Lit(8)]);
        VSrc::Reg(self.alu(AluOp::AshrInt, &[VSrc::Reg(s), VSrc::Lit(8)]))
    }

    fn ternary(
        &mut self,
        opcode: Opcode,
        flags: FloatFlags,
        a: VSrc,
        b: VSrc,
        c: VSrc,
    ) -> Result<VReg, CodegenError> {
        use Opcode::*;
        Ok(match opcode {
            Select => self.alu(AluOp::CmoveInt, &[a, c, b]),
            Ubfe => {
                let o = self.shift_count(b);
                let w = self.shift_count(c);
                let t = self.alu(AluOp::LshrInt, &[a, o]);
                let m = self.low_mask(w);
                self.alu(AluOp::AndInt, &[VSrc::Reg(t), VSrc::Reg(m)])
            }
            Sbfe => {
                let o = self.shift_count(b);
                let w = self.shift_count(c);
                let sum = self.alu(AluOp::AddInt, &[w, o]);
                let sh = self.alu(AluOp::SubInt, &[VSrc::Lit(32), VSrc::Reg(sum)]);
                let up = self.alu(AluOp::LshlInt, &[a, VSrc::Reg(sh)]);
                let back = self.alu(AluOp::SubInt, &[VSrc::Lit(32), w]);
                let r1 = self.alu(AluOp::AshrInt, &[VSrc::Reg(up), VSrc::Reg(back)]);
                let r2 = self.alu(AluOp::AshrInt, &[a, o]);
                let r = self.alu(
                    AluOp::CmovgtInt,
                    &[VSrc::Reg(sh), VSrc::Reg(r1), VSrc::Reg(r2)],
                );
                self.alu(AluOp::CmoveInt, &[w, VSrc::Lit(0), VSrc::Reg(r)])
            }
            Imad => {
                let m = self.alu(AluOp::MulloInt, &[a, b]);
                self.alu(AluOp::AddInt, &[VSrc::Reg(m), c])
            }
            Umad24 => {
                let m = self.binary(Umul24, flags, a, b)?;
                self.alu(AluOp::AddInt, &[VSrc::Reg(m), c])
            }
            Smad24 => {
                let m = self.binary(Smul24, flags, a, b)?;
                self.alu(AluOp::AddInt, &[VSrc::Reg(m), c])
            }
            Fmad => self.legacy_mul(AluOp::MuladdIeee, AluOp::Muladd, flags, &[a, b, c]),
            other => return self.unsupported(format!("`{}`", other.name())),
        })
    }

    // ------------------------------------------------------------------ memory

    /// Splits a `g[]` word address into (element-index value, constant dword offset) when
    /// it has the form `4·x + k` or `k`.
    fn split_address(&self, addr: Value) -> Option<(Option<Value>, u32)> {
        let func = self.func;
        let strip = |mut v: Value| loop {
            match func.value_inst(v).map(|i| &func.insts[i]) {
                Some(InstructionData::Bitcast { arg, .. })
                | Some(InstructionData::Unary {
                    opcode: Opcode::Copy,
                    arg,
                    ..
                }) => v = *arg,
                _ => return v,
            }
        };
        let times4 = |v: Value| -> Option<Value> {
            let v = strip(v);
            match func.value_inst(v).map(|i| &func.insts[i]) {
                Some(InstructionData::Binary {
                    opcode: Opcode::Imul,
                    args,
                    ..
                }) => {
                    if func.const_value(args[1]).map(|c| c.1) == Some(4) {
                        Some(args[0])
                    } else if func.const_value(args[0]).map(|c| c.1) == Some(4) {
                        Some(args[1])
                    } else {
                        None
                    }
                }
                Some(InstructionData::Binary {
                    opcode: Opcode::Ishl,
                    args,
                    ..
                }) if func.const_value(args[1]).map(|c| c.1 & 31) == Some(2) => Some(args[0]),
                _ => None,
            }
        };
        let addr = strip(addr);
        if let Some((_, k)) = func.const_value(addr) {
            return Some((None, k as u32));
        }
        if let Some(x) = times4(addr) {
            return Some(Self::peel_index(func, x, 0));
        }
        if let Some(InstructionData::Binary {
            opcode: Opcode::Iadd,
            args,
            ..
        }) = func.value_inst(addr).map(|i| &func.insts[i])
        {
            for (p, q) in [(args[0], args[1]), (args[1], args[0])] {
                if let (Some(x), Some((_, k))) = (times4(p), func.const_value(q)) {
                    return Some(Self::peel_index(func, x, k as u32));
                }
            }
        }
        None
    }

    /// Moves positive constants added to the element index `x` into the dword offset `k`
    /// (`4·(y + c) + k = 4·y + (k + 4c)`), so that the fetch OFFSET / store ARRAY_BASE
    /// carries them instead of an ADD_INT and stores to neighbouring elements share one
    /// index register. Offsets stay below [`PEEL_LIMIT`]; like the `4·x` form itself, this
    /// takes element indices to be below 2^30 (no wrap-around of `y + c`).
    fn peel_index(func: &Function, mut x: Value, mut k: u32) -> (Option<Value>, u32) {
        while let Some(InstructionData::Binary {
            opcode: Opcode::Iadd,
            args,
            ..
        }) = func.value_inst(x).map(|i| &func.insts[i])
        {
            let step = [(args[0], args[1]), (args[1], args[0])]
                .into_iter()
                .find_map(|(y, c)| {
                    let (_, c) = func.const_value(c)?;
                    let next = u64::from(k) + 4 * (c as u32 as u64);
                    (c as u32 as i32 > 0 && next < u64::from(PEEL_LIMIT))
                        .then_some((y, next as u32))
                });
            match step {
                Some((y, next)) => (x, k) = (y, next),
                None => break,
            }
        }
        (Some(x), k)
    }

    /// `cb0[x + k/4].(k%4)` through the constant file: MOVA_INT AR.x, then a relative read.
    fn load_cb0_relative(&mut self, addr: Value) -> Result<VReg, CodegenError> {
        let Some((Some(x), k)) = self.split_address(addr) else {
            return self.unsupported("constant-buffer load with a computed element");
        };
        if k / 4 > 255 {
            return self.unsupported("constant-buffer offset beyond the constant file");
        }
        let xs = self.operand(x)?;
        let ar = self.set_ar(xs);
        Ok(self.alu(
            AluOp::Mov,
            &[VSrc::CfRel {
                base: (k / 4) as u8,
                chan: Chan::from_bits(k),
                ar,
            }],
        ))
    }

    /// AR.x = `xs` (MOVA_INT), unless AR already holds it; returns the AR pseudo-register.
    /// The next ALU operation must be the reader (a fetch flushed in between would end the
    /// clause, and AR with it).
    fn set_ar(&mut self, xs: VSrc) -> VReg {
        let ar = match self.ar {
            Some(a) => a,
            None => {
                // Relative GPR operands always add AR.x (Table 4-1), and relative
                // constants are encoded with INDEX_MODE AR.x: the MOVA writes element x.
                let a = self.new_vreg(VRegInfo {
                    ar: true,
                    multi_def: true,
                    chan: Some(Chan::X),
                    ..VRegInfo::default()
                });
                self.ar = Some(a);
                a
            }
        };
        match self.ar_holds {
            // One MOVA serves the four elements of a constant or array element (within one
            // clause).
            Some((held, n)) if held == xs && n < 4 => self.ar_holds = Some((xs, n + 1)),
            _ => {
                self.ar_set_at = Some(self.items.len());
                self.alu_into(ar, AluOp::MovaInt, &[xs]);
                self.ar_holds = Some((xs, 1));
            }
        }
        ar
    }

    /// Where word `addr` of indexed temporary array `id` lives: `R[base + k/4].(k%4)` for a
    /// constant `k`, `R[base + k/4 + AR.x]` for `4·x + k` (MOVA_INT x first).
    fn array_place(&mut self, id: u32, addr: Value) -> Result<ArrayRef, CodegenError> {
        let Some(&(token, base, words)) = self.arrays.get(&id) else {
            return Err(CodegenError::Internal(format!(
                "private array {id} not laid out"
            )));
        };
        let Some((x, k)) = self.split_address(addr) else {
            return self.unsupported("indexed temporary with a computed component");
        };
        if k >= words.next_multiple_of(4) {
            return self.unsupported("indexed temporary offset outside its array");
        }
        let ar = match x {
            Some(x) => {
                let xs = self.operand(x)?;
                Some(self.set_ar(xs))
            }
            None => None,
        };
        Ok(ArrayRef {
            token,
            gpr: base + (k / 4) as u8,
            chan: Chan::from_bits(k),
            ar,
        })
    }

    fn load_private(&mut self, id: u32, addr: Value) -> Result<VReg, CodegenError> {
        let place = self.array_place(id, addr)?;
        Ok(self.alu(AluOp::Mov, &[VSrc::Array(place)]))
    }

    fn store_private(&mut self, id: u32, addr: Value, value: Value) -> Result<(), CodegenError> {
        let v = self.operand(value)?;
        if matches!(v, VSrc::Reg(r) if self.pending_dsts.contains(&r)) {
            // Fetch first: flushing it between the MOVA and the write would lose AR.
            self.flush_fetches();
        }
        if let (VSrc::Reg(r), Some(at)) = (v, self.ar_set_at) {
            // The value was computed after the MOVA that AR holds: a fresh MOVA, so that
            // the write does not wait on that computation with AR set (see `sched`).
            let late = self.items[at..]
                .iter()
                .any(|it| matches!(it, Item::Alu(op) if op.writes() == Some(r)));
            if late {
                self.ar_holds = None;
            }
        }
        let place = self.array_place(id, addr)?;
        let mut mv = VOp::new(AluOp::Mov, None, &[v]);
        mv.dst_array = Some(place);
        self.push_alu(mv);
        Ok(())
    }

    fn fetch(&mut self, index: VReg, offset: u32) -> VReg {
        let chan = self.round_robin_chan();
        let dst = self.new_vreg(VRegInfo {
            chan: Some(chan),
            ..VRegInfo::default()
        });
        // At most eight VTX instructions per clause, counted after the merging of fetches
        // of one element (`emit::fetch_groups`).
        let mut with: Vec<(VReg, VReg, u32)> = self
            .pending_fetches
            .iter()
            .filter_map(|it| match it {
                Item::Fetch { dst, index, offset } => Some((*dst, *index, *offset)),
                _ => None,
            })
            .collect();
        with.push((dst, index, offset));
        let chans: Vec<Option<Chan>> = self.vregs.iter().map(|v| v.chan).collect();
        let tuples: Vec<Option<u32>> = self.vregs.iter().map(|v| v.tuple).collect();
        if self.pending_dsts.contains(&index)
            || crate::emit::fetch_groups(&with, &chans, &tuples).len()
                > r600_isa::program::MAX_FETCH_CLAUSE_INSTS
        {
            self.flush_fetches();
        }
        self.pending_fetches
            .push(Item::Fetch { dst, index, offset });
        self.pending_dsts.insert(dst);
        dst
    }

    fn load_global(&mut self, addr: Value) -> Result<VReg, CodegenError> {
        self.flush_store();
        match self.split_address(addr) {
            Some((x, k)) if k < 0x4000 => {
                let index = match x {
                    Some(x) => {
                        let s = self.operand(x)?;
                        self.in_reg(s)
                    }
                    None => self.in_reg(VSrc::Lit(0)),
                };
                Ok(self.fetch(index, k))
            }
            _ => {
                // Computed component: fetch the whole element and select.
                let a = self.operand(addr)?;
                let e = self.alu(AluOp::LshrInt, &[a, VSrc::Lit(2)]);
                let c = self.alu(AluOp::AndInt, &[a, VSrc::Lit(3)]);
                let w: Vec<VReg> = (0..4).map(|k| self.fetch(e, k)).collect();
                let c2 = self.alu(AluOp::AddInt, &[VSrc::Reg(c), VSrc::Lit((-2i32) as u32)]);
                let lo = self.alu(
                    AluOp::CmoveInt,
                    &[VSrc::Reg(c), VSrc::Reg(w[0]), VSrc::Reg(w[1])],
                );
                let hi = self.alu(
                    AluOp::CmoveInt,
                    &[VSrc::Reg(c2), VSrc::Reg(w[2]), VSrc::Reg(w[3])],
                );
                Ok(self.alu(
                    AluOp::CmovgeInt,
                    &[VSrc::Reg(c2), VSrc::Reg(hi), VSrc::Reg(lo)],
                ))
            }
        }
    }

    fn store_global(&mut self, addr: Value, value: Value) -> Result<(), CodegenError> {
        let Some((x, k)) = self.split_address(addr) else {
            return self.unsupported("g[] store with a computed component");
        };
        if k / 4 >= 8192 {
            return self.unsupported("g[] store offset beyond ARRAY_BASE");
        }
        let xs = match x {
            Some(x) => Some(self.operand(x)?),
            None => None,
        };
        let key = (xs, k / 4);
        let comp = Chan::from_bits(k);
        self.flush_fetches();
        let merge = match &self.pending_store {
            Some(p) => {
                p.key == key
                    && matches!(&p.item, Item::Store { data, .. } if data.iter().all(|(c, _)| *c != comp))
            }
            None => false,
        };
        if !merge {
            self.flush_store();
        }
        let v = self.operand(value)?;
        let tuple = match &self.pending_store {
            Some(PendingStore {
                item: Item::Store { data, .. },
                ..
            }) if merge => data
                .first()
                .and_then(|(_, r)| self.vregs[*r as usize].tuple)
                .unwrap_or(0),
            _ => {
                self.next_tuple += 1;
                self.next_tuple
            }
        };
        let d = match v {
            // A value already in the component's element that no other rule ties to a GPR
            // joins the tuple itself (no copy).
            VSrc::Reg(r)
                if self.vregs[r as usize].chan == Some(comp)
                    && self.vregs[r as usize].tuple.is_none()
                    && self.vregs[r as usize].precolor.is_none()
                    && !self.vregs[r as usize].ar =>
            {
                self.vregs[r as usize].tuple = Some(tuple);
                r
            }
            _ => {
                let d = self.new_vreg(VRegInfo {
                    chan: Some(comp),
                    tuple: Some(tuple),
                    ..VRegInfo::default()
                });
                self.alu_into(d, AluOp::Mov, &[v]);
                d
            }
        };
        if merge {
            if let Some(PendingStore {
                item: Item::Store { data, .. },
                ..
            }) = &mut self.pending_store
            {
                data.push((comp, d));
            }
            return Ok(());
        }
        let index = match xs {
            // Already in element x (e.g. the global id in R0.x).
            Some(VSrc::Reg(r))
                if self.vregs[r as usize].chan == Some(Chan::X)
                    && self.vregs[r as usize].tuple.is_none()
                    && !self.vregs[r as usize].multi_def
                    && !self.vregs[r as usize].ar =>
            {
                r
            }
            // A value no rule places yet: it is computed into element x.
            Some(VSrc::Reg(r))
                if self.vregs[r as usize].chan.is_none()
                    && self.vregs[r as usize].precolor.is_none()
                    && self.vregs[r as usize].tuple.is_none()
                    && !self.vregs[r as usize].multi_def
                    && !self.vregs[r as usize].ar =>
            {
                self.vregs[r as usize].chan = Some(Chan::X);
                r
            }
            _ => match self.store_indices.iter().find(|(k, _)| *k == xs) {
                Some(&(_, index)) => index,
                None => {
                    let index = self.new_vreg(VRegInfo {
                        chan: Some(Chan::X),
                        ..VRegInfo::default()
                    });
                    self.alu_into(index, AluOp::Mov, &[xs.unwrap_or(VSrc::Lit(0))]);
                    self.store_indices.push((xs, index));
                    index
                }
            },
        };
        self.pending_store = Some(PendingStore {
            key,
            item: Item::Store {
                index,
                base: k / 4,
                data: vec![(comp, d)],
            },
        });
        Ok(())
    }
}

/// Removes ALU operations whose results nothing reads (address arithmetic absorbed into
/// fetch offsets and ARRAY_BASE, for instance), until none is left.
fn remove_dead_code(items: &mut Vec<Item>) {
    loop {
        let mut used: HashSet<VReg> = HashSet::new();
        for item in items.iter() {
            match item {
                Item::Alu(op) => used.extend(op.reads()),
                Item::Fetch { index, .. } => {
                    used.insert(*index);
                }
                Item::Store { index, data, .. } => {
                    used.insert(*index);
                    used.extend(data.iter().map(|(_, r)| *r));
                }
                _ => {}
            }
        }
        let before = items.len();
        items.retain(|item| match item {
            Item::Alu(op) => op.pred || !matches!(op.dst, Some(d) if !used.contains(&d)),
            // A fetch nobody reads (its words would all be masked) is dropped: it would
            // still count as a write of its GPR within the clause.
            Item::Fetch { dst, .. } => used.contains(dst),
            _ => true,
        });
        if items.len() == before {
            return;
        }
    }
}

/// Removes `MOV d, r` where `r` has one definition (an ALU operation), by letting that
/// operation write `d` directly. Other readers of `r` then read `d`, which needs `d` to be
/// defined only by the move and those readers to be ALU operations (a store's data or
/// index and a fetch's index keep their own register). A multiply-defined `d` (a block
/// parameter) is coalesced only when `r` has no other reader, within one ALU segment with
/// no access to `d` in between.
fn coalesce_copies(items: &mut Vec<Item>, vregs: &[VRegInfo]) {
    loop {
        let n = vregs.len();
        let mut defs = vec![0u32; n];
        let mut def_at = vec![usize::MAX; n];
        let mut reads = vec![0u32; n];
        // Registers read by something other than an ALU source (or through AR).
        let mut pinned = vec![false; n];
        for (k, item) in items.iter().enumerate() {
            match item {
                Item::Alu(op) => {
                    for r in op.reads() {
                        reads[r as usize] += 1;
                    }
                    for src in &op.srcs {
                        if let VSrc::CfRel { ar, .. } = src {
                            pinned[*ar as usize] = true;
                        }
                    }
                    if let Some(d) = op.dst {
                        defs[d as usize] += 1;
                        def_at[d as usize] = k;
                    }
                }
                Item::Fetch { dst, index, .. } => {
                    defs[*dst as usize] += 1;
                    reads[*index as usize] += 1;
                    pinned[*index as usize] = true;
                }
                Item::Store { index, data, .. } => {
                    reads[*index as usize] += 1;
                    pinned[*index as usize] = true;
                    for (_, r) in data {
                        reads[*r as usize] += 1;
                        pinned[*r as usize] = true;
                    }
                }
                _ => {}
            }
        }
        let plain = |r: usize| {
            let i = &vregs[r];
            i.chan.is_none() && i.precolor.is_none() && i.tuple.is_none() && !i.multi_def
        };
        let mut change = None;
        for (m, item) in items.iter().enumerate() {
            let Item::Alu(op) = item else { continue };
            let (Some(d), [VSrc::Reg(r)]) = (op.dst, op.srcs.as_slice()) else {
                continue;
            };
            if op.op != AluOp::Mov || op.neg != 0 || op.abs != 0 || op.clamp {
                continue;
            }
            let (r, d) = (*r as usize, d as usize);
            if r == d || !plain(r) || defs[r] != 1 || def_at[r] > m {
                continue;
            }
            let shared = reads[r] > 1;
            if shared && (pinned[r] || defs[d] != 1 || vregs[d].multi_def || vregs[d].ar) {
                continue;
            }
            if vregs[d].precolor.is_some() {
                continue;
            }
            let k = def_at[r];
            if !matches!(&items[k], Item::Alu(def) if !def.pred) {
                continue;
            }
            if vregs[d].multi_def {
                let clean = items[k + 1..m].iter().all(|it| match it {
                    Item::Alu(o) => o.dst != Some(d as VReg) && o.reads().all(|x| x != d as VReg),
                    _ => false,
                });
                if !clean {
                    continue;
                }
            }
            change = Some((k, m, d as VReg));
            break;
        }
        let Some((k, m, d)) = change else { return };
        let r = match &items[k] {
            Item::Alu(def) => def.dst,
            _ => None,
        };
        if let Item::Alu(def) = &mut items[k] {
            def.dst = Some(d);
        }
        items.remove(m);
        if let Some(r) = r {
            for item in items.iter_mut() {
                if let Item::Alu(op) = item {
                    for src in op.srcs.iter_mut() {
                        if *src == VSrc::Reg(r) {
                            *src = VSrc::Reg(d);
                        }
                    }
                }
            }
        }
    }
}

/// The (abs, neg) modifier bits of a two-operand float compare, operands swapped or not.
fn mods(flags: FloatFlags, swap: bool) -> (u8, u8) {
    let sw = |b: u8| {
        if swap {
            ((b & 1) << 1) | ((b >> 1) & 1)
        } else {
            b & 3
        }
    };
    (sw(flags.abs), sw(flags.neg))
}

fn space_name(space: AddressSpace, what: &str) -> String {
    match space {
        AddressSpace::Uav(id) | AddressSpace::TypedUav(id) => {
            format!("UAV {id} {what} (R6xx has no UAVs)")
        }
        AddressSpace::Lds => format!("LDS {what} (R6xx has no LDS)"),
        AddressSpace::Icb => format!("immediate constant buffer {what} with a computed index"),
        AddressSpace::Private(_) => format!("indexed temporary {what}"),
        AddressSpace::Global => format!("g[] {what}"),
        AddressSpace::Cb(id) => format!("cb{id} {what}"),
        AddressSpace::Gds => format!("GDS {what} (R6xx has no GDS)"),
        AddressSpace::Interpolant(id) => format!("interpolant v{id} {what}"),
        AddressSpace::VertexInput(id) => format!("vertex input v{id} {what}"),
        AddressSpace::Output(id) => format!("output o{id} {what}"),
        AddressSpace::Discard => format!("discard ({what})"),
    }
}
