//! Control flow: the region tree lowered to PRED_SET + push / ELSE / POP, hardware loops
//! (LOOP_START_DX10 / LOOP_END, LOOP_BREAK / LOOP_CONTINUE), multi-level exits through exit
//! flags, one-iteration loops for scopes left early, and if-conversion of short pure
//! diamonds (both sides run, the merge takes `CMOVE_INT` selects).

use ilc_ir::structurize::Region;
use ilc_ir::{Block, FloatCC, InstructionData, IntCC, Value};
use r600_isa::AluOp;

use super::{mods, Frame, Isel, PendingExit};
use crate::error::CodegenError;
use crate::vcode::{Item, VOp, VReg, VRegInfo, VSrc};
use ilc_ir::region_walk::{Exit, RegionLowering, Tail};

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

/// The region tree on R600: PRED_SET + push / ELSE / POP, hardware loops, exit flags.
impl RegionLowering for Isel<'_> {
    type Error = CodegenError;

    fn lower_code(&mut self, block: Block) -> Result<(), CodegenError> {
        self.block_code(block)
    }

    fn lower_scope(&mut self, body: &Region, tail: Tail) -> Result<(), CodegenError> {
        self.flush_all();
        self.ar_holds = None;
        let key = body as *const Region as usize;
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
        self.lower(body, tail.in_scope())?;
        self.flush_all();
        self.close_scope_frame()
    }

    fn lower_loop(&mut self, body: &Region, tail: Tail) -> Result<(), CodegenError> {
        self.control(Item::LoopStart);
        self.frames.push(Frame {
            is_loop: true,
            needs_loop: false,
            crossed: false,
            start: self.items.len(),
            after: tail,
            pending: Vec::new(),
            flags: Vec::new(),
            key: body as *const Region as usize,
        });
        self.lower(body, Tail::loop_body())?;
        self.control(Item::LoopEnd);
        let frame = self
            .frames
            .pop()
            .ok_or_else(|| CodegenError::Internal("frame stack underflow".into()))?;
        self.finish_hw_frame(frame)
    }

    fn lower_if(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        tail: Tail,
    ) -> Result<(), CodegenError> {
        self.if_region(block, then, else_, tail)
    }

    fn lower_edge(&mut self, from: Block, to: Block) -> Result<(), CodegenError> {
        self.edge(from, to)
    }

    fn lower_exit(&mut self, exit: Exit) -> Result<(), CodegenError> {
        match exit {
            Exit::Break(depth) => {
                let target = self.frame_at(depth)?;
                self.leave(target, Item::LoopBreak)
            }
            Exit::Continue(depth) => {
                let target = self.frame_at(depth)?;
                if !self.frames[target].is_loop {
                    return Err(CodegenError::Internal(format!(
                        "continue {depth} targets a scope"
                    )));
                }
                self.leave(target, Item::LoopContinue)
            }
            Exit::Return => self.leave(0, Item::LoopBreak),
        }
    }
}

impl Isel<'_> {
    pub(super) fn frame_at(&self, depth: u32) -> Result<usize, CodegenError> {
        // frames[0] is the kernel frame, not counted by the structurizer's depths.
        (self.frames.len() - 1)
            .checked_sub(depth as usize)
            .filter(|i| *i >= 1)
            .ok_or_else(|| CodegenError::Internal(format!("branch depth {depth} out of range")))
    }

    /// Leaves to frame `target` with LOOP_BREAK / LOOP_CONTINUE of its hardware loop, or
    /// with LOOP_BREAK of an inner loop whose exit falls through to `target`'s exit.
    pub(super) fn leave(&mut self, target: usize, item: Item) -> Result<(), CodegenError> {
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
    pub(super) fn close_scope_frame(&mut self) -> Result<(), CodegenError> {
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

    pub(super) fn insert_flag_inits(&mut self, frame: &Frame) {
        for &flag in &frame.flags {
            self.items.insert(
                frame.start,
                Item::Alu(VOp::new(AluOp::Mov, Some(flag), &[VSrc::Lit(0)])),
            );
        }
    }

    /// After a real loop's LOOP_END: clears its exit flags where it starts, then handles
    /// the multi-level exits that left it.
    pub(super) fn finish_hw_frame(&mut self, frame: Frame) -> Result<(), CodegenError> {
        // The loop's own flags are cleared at the top of every iteration.
        self.insert_flag_inits(&frame);
        self.finish_hw_frame_exits(frame)
    }

    /// Flagged lanes that left `frame` go on leaving: LOOP_BREAK out of the next hardware
    /// frame, or LOOP_CONTINUE when that frame is a continue's target loop.
    pub(super) fn finish_hw_frame_exits(&mut self, frame: Frame) -> Result<(), CodegenError> {
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

    pub(super) fn if_region(
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
        self.lower(then, tail)?;
        self.arms.pop();
        self.flush_all();
        let else_at = self.items.len();
        self.ar_holds = None;
        self.items.push(Item::Else);
        self.arms.push((block, false));
        self.lower(else_, tail)?;
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
    pub(super) fn pred_set(&mut self, cond: Value) -> Result<VOp, CodegenError> {
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
    pub(super) fn zero_test(&self, cond: Value) -> Option<(Value, bool)> {
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
    pub(super) fn convertible(&self, side: &Region, tail: Tail) -> Option<(Block, usize)> {
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
                                | InstructionData::Texture { .. }
                                | InstructionData::Derivative { .. }
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

    pub(super) fn if_convert(
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
    pub(super) fn side_values(
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

    pub(super) fn one_side(
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

    pub(super) fn edge(&mut self, from: Block, to: Block) -> Result<(), CodegenError> {
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
}
