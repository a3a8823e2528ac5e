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
//!
//! This module holds the driver, operands and the per-instruction dispatch; [`control`]
//! lowers the region tree, [`alu`] the arithmetic and [`memory`] the memory accesses.
//! The clean-up passes over the selected code run after it (see [`crate::compile_function`]).

use std::collections::{HashMap, HashSet};

use cranelift_entity::SecondaryMap;
use ilc_ir::structurize::{structurize, Region};
use ilc_ir::{
    AddressSpace, Block, FloatCC, FloatFlags, Function, Inst, InstructionData, IntCC, MemSize,
    Opcode, SourceLoc, SpecialKind, Type, Value, ValueDef,
};
use r600_isa::{AluOp, Chan};

use crate::error::CodegenError;
use crate::funnel::{self, Funnels};
use crate::vcode::{Item, VOp, VReg, VRegInfo, VSrc};
use ilc_ir::region_walk::{RegionLowering, Tail};

mod alu;
mod control;
mod graphics;
mod memory;

/// The result of instruction selection.
pub struct Selected {
    /// The program in order.
    pub items: Vec<Item>,
    /// Per virtual register facts.
    pub vregs: Vec<VRegInfo>,
    /// GPRs reserved for the indexed temporary arrays (none when there are none).
    pub array_gprs: std::ops::Range<u32>,
    /// The exit flags of multi-level exits (see [`crate::hoist_before_exits`]).
    pub exit_flags: HashSet<VReg>,
    /// The program kills pixels (`discard` / `kill`): exports use VALID_PIXEL_MODE.
    pub kills: bool,
    /// What the host must set up for a graphics program (resources, interpolant GPRs).
    pub interface: crate::Interface,
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

/// What a store index register holds: (element index operand, window shift, last window);
/// a constant element's operand is its offset in its window.
type StoreIndexKey = (VSrc, i64, bool);

struct PendingStore {
    /// (element index operand, constant element offset): stores with the same key to other
    /// components join this one.
    key: (Option<VSrc>, u32),
    /// (ARRAY_BASE, INDEX_GPR register) of each export window the store is split over.
    windows: Vec<(u32, VReg)>,
    /// (component, register) pairs; the registers form one tuple.
    data: Vec<(Chan, VReg)>,
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
    /// Element-x store index registers made in the current block, by (index operand,
    /// window shift, last window): the stores to neighbouring elements share them (see
    /// `memory::store_windows`).
    store_indices: Vec<(StoreIndexKey, VReg)>,
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
    /// The kind of program.
    stage: crate::Stage,
    /// UINT_TO_FLT conversions of pending TEX results, emitted after the fetches:
    /// (result, TEX destination).
    pending_converts: Vec<(VReg, VReg)>,
    /// Pending TEX instructions by IL instruction (their position in `pending_fetches`).
    pending_tex: Vec<(graphics::TexKey, usize)>,
    /// Render-target component registers: (target, register per component).
    outputs: Vec<(u32, [Option<VSrc>; 4])>,
    /// The program kills pixels.
    kills: bool,
    /// What the host must set up.
    interface: crate::Interface,
}

/// Selects the whole function. A scope that turns out to need a one-iteration loop (a
/// `break` out of it) after an exit from an inner loop already crossed it as a plain scope
/// is given its loop from the start in a new attempt, so that the crossing exit sees a
/// hardware loop there.
pub fn select(
    func: &Function,
    stage: crate::Stage,
    position_output: Option<u32>,
) -> Result<Selected, CodegenError> {
    let region = structurize(func).map_err(|e| CodegenError::Irreducible {
        message: e.to_string(),
        loc: e.srcloc.unwrap_or_default(),
    })?;
    let mut forced = HashSet::new();
    loop {
        match select_with(func, &region, &forced, stage, position_output) {
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
    stage: crate::Stage,
    position_output: Option<u32>,
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
        stage,
        pending_tex: Vec::new(),
        pending_converts: Vec::new(),
        outputs: Vec::new(),
        kills: false,
        interface: crate::Interface {
            stage,
            position_output: position_output.filter(|_| stage == crate::Stage::Vertex),
            ..crate::Interface::default()
        },
    };
    if stage != crate::Stage::Compute {
        graphics::check_output_writes(func)
            .map_err(|(loc, what)| (CodegenError::Unsupported { what, loc }, None))?;
    }
    let array_gprs = isel.lay_out_arrays().map_err(|e| (e, None))?;
    isel.lay_out_interpolants(array_gprs.end)
        .map_err(|e| (e, None))?;
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
    let body = isel.lower(region, Tail::kernel()).and_then(|()| {
        isel.flush_all();
        isel.close_scope_frame()?;
        isel.emit_exports()?;
        isel.flush_all();
        Ok(())
    });
    if let Err(e) = body {
        return Err((e, isel.retry_with_loop));
    }
    Ok(Selected {
        items: isel.items,
        vregs: isel.vregs,
        array_gprs,
        exit_flags: isel.exit_flags,
        kills: isel.kills,
        interface: isel.interface,
    })
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
        self.pending_tex.clear();
        for (r, dst) in std::mem::take(&mut self.pending_converts) {
            self.items.push(Item::Alu(VOp::new(
                AluOp::UintToFlt,
                Some(r),
                &[VSrc::Reg(dst)],
            )));
        }
    }

    fn flush_store(&mut self) {
        if let Some(p) = self.pending_store.take() {
            self.ar_holds = None;
            for (base, index) in p.windows {
                self.items.push(Item::Store {
                    index,
                    base,
                    data: p.data.clone(),
                });
            }
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
                // Vertex launches are one-dimensional (the vertex ABI; the machine checks it):
                // the y and z ids are 0, so the sizes that scale them in the vertex id's
                // linear index `(z*H + y)*W + x` do not matter. They read as 1.
                InstructionData::Special { reg }
                    if self.stage == crate::Stage::Vertex
                        && matches!(reg.kind, SpecialKind::GroupSize | SpecialKind::NumGroups) =>
                {
                    VSrc::Lit(1)
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

    // ------------------------------------------------------------------ blocks

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
            InstructionData::Texture { desc, args } => self.texture(inst, desc, args),
            InstructionData::Derivative { axis, fine, arg } => {
                self.derivative(inst, *axis, *fine, *arg)
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
                    AddressSpace::Interpolant(n) if self.stage == crate::Stage::Pixel => {
                        let s = self.interpolant(*n, *addr)?;
                        self.define(inst, s)
                    }
                    AddressSpace::VertexInput(n) if self.stage == crate::Stage::Vertex => {
                        let r = self.vertex_input(*n, *addr)?;
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
                    AddressSpace::Output(n) => self.output_store(*n, args[0], args[1]),
                    AddressSpace::Discard => self.discard(),
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
