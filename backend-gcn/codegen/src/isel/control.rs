//! Control flow: the structurizer's region tree lowered to branches and EXEC masks.
//!
//! Uniform ifs branch on SCC; divergent ifs save and narrow EXEC, skip empty sides with
//! `s_cbranch_execz` and restore EXEC at the join. `break`, `continue` and `return` that are
//! not fall-throughs move the active lanes into a mask of their target (scope exit, loop
//! exit, next iteration, kernel end) and clear EXEC; the target's end ORs them back in, and
//! every divergent `if` in between removes them from the EXEC it restores. Loops repeat
//! while any lane is active (`s_cbranch_execnz`); the structurizer ends every loop-body path
//! with a jump, so lanes still active at the end of a body are the ones continuing.

use gcn_isa::{op, Encoding, Operand};
use ilc_ir::region_walk::{leaves_with_tail, may_leave, Exit, RegionLowering, Tail};
use ilc_ir::structurize::Region;
use ilc_ir::{Block, InstructionData, Type, Value};

use super::{Isel, Loc, EXEC};
use crate::error::CodegenError;
use crate::mir::{MBlock, MInst, MOperand, RegClass, VReg};

/// An enclosing labelled construct while lowering the region tree.
#[derive(Clone, Debug)]
pub(super) struct Construct {
    /// True for loops (targets of `continue`).
    pub(super) is_loop: bool,
    /// Lanes waiting at the construct's exit (created on the first non-fall-through `break`).
    pub(super) exit_mask: Option<VReg>,
    /// Loops: lanes waiting for the next iteration (created on the first non-tail
    /// `continue`); reset at the loop head.
    pub(super) continue_mask: Option<VReg>,
    /// Where the exit mask is zeroed (before the construct).
    pub(super) entry: (MBlock, usize),
    /// Loops: the head block (the continue mask is zeroed at its top).
    pub(super) head: Option<MBlock>,
}

/// A divergent `if` being lowered: the masks of lanes that left it through `break`,
/// `continue` or `return` are removed from EXEC at its join.
#[derive(Clone, Debug)]
pub(super) struct IfFrame {
    /// Number of constructs enclosing the `if`.
    pub(super) depth: usize,
    /// Masks to exclude at the join.
    pub(super) left: Vec<VReg>,
}

/// The region tree on Vega: uniform and divergent ifs, EXEC-mask scopes and loops.
impl RegionLowering for Isel<'_> {
    type Error = CodegenError;

    fn lower_code(&mut self, block: Block) -> Result<(), CodegenError> {
        self.block_code(block)
    }

    fn lower_seq(&mut self, items: &[Region], tail: Tail) -> Result<(), CodegenError> {
        // After an item from which lanes may have left (break, continue, return), EXEC may
        // be empty: skip the rest of the sequence then, so that its scalar instructions
        // (which run regardless of EXEC) cannot clobber uniform values with data computed
        // for no lane.
        let mut skip = None;
        for (i, item) in items.iter().enumerate() {
            self.lower(item, tail.for_item(i, items.len()))?;
            if i + 1 < items.len() && skip.is_none() && may_leave(item, 0) {
                let l = self.mf.blocks.push(Default::default());
                self.push(op::S_CBRANCH_EXECZ, Encoding::Native, &[MOperand::Block(l)])?;
                skip = Some(l);
            }
        }
        if let Some(l) = skip {
            self.place(l);
        }
        Ok(())
    }

    fn lower_scope(&mut self, body: &Region, tail: Tail) -> Result<(), CodegenError> {
        self.scope(body, tail)
    }

    fn lower_loop(&mut self, body: &Region, _tail: Tail) -> Result<(), CodegenError> {
        self.loop_region(body)
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
                let c = self.construct_at(depth)?;
                let m = self.lazy_mask(c, false)?;
                self.leave(m, c + 1)
            }
            Exit::Continue(depth) => {
                let c = self.construct_at(depth)?;
                if !self.constructs[c].is_loop {
                    return Err(CodegenError::Internal(format!(
                        "continue {depth} targets a scope"
                    )));
                }
                let m = self.lazy_mask(c, true)?;
                self.leave(m, c + 1)
            }
            Exit::Return => {
                let m = match self.return_mask {
                    Some(m) => m,
                    None => {
                        let m = self.sreg(2);
                        self.return_mask = Some(m);
                        m
                    }
                };
                self.leave(m, 0)
            }
        }
    }
}

/// The source of one copy of a parallel copy: a value, or a register holding a saved one.
#[derive(Clone, Copy, Debug)]
pub(super) enum CopySource {
    /// A value, read where it lives.
    Value(Value),
    /// A register.
    Reg(VReg),
}

impl Isel<'_> {
    /// The regions of nested sequences, in order.
    fn flatten<'r>(region: &'r Region, out: &mut Vec<&'r Region>) {
        match region {
            Region::Seq(items) => items.iter().for_each(|r| Self::flatten(r, out)),
            single => out.push(single),
        }
    }

    /// `if (c) { edges; break }` whose edges may copy their arguments for every active lane
    /// before the lanes with `c` leave: the depth of the `break` and the edges. Each edge's
    /// target takes 32-bit per-lane parameters only (an SGPR write would also change the
    /// lanes that left before) and cannot reach the branching block again (so nothing reads
    /// the parameters between a speculative copy and the copy of the lane's own exit).
    fn speculative_break(
        &self,
        block: Block,
        then: &Region,
        tail: Tail,
    ) -> Option<(u32, Vec<(Block, Block)>)> {
        let mut items = Vec::new();
        Self::flatten(then, &mut items);
        let (last, before) = items.split_last()?;
        let Some(Exit::Break(depth)) = tail.exit(last) else {
            return None;
        };
        let mut edges = Vec::with_capacity(before.len());
        for item in before {
            let Region::Edge { from, to } = item else {
                return None;
            };
            let params = &self.func.blocks[*to].params;
            if !params.is_empty() {
                let per_lane = params.iter().all(|&p| {
                    let ty = self.func.value_type(p);
                    ty != Type::B1 && ty.bits() == 32 && !self.uni.is_uniform(p)
                });
                if !per_lane || self.reaches(*to, block) {
                    return None;
                }
            }
            edges.push((*from, *to));
        }
        Some((depth, edges))
    }

    /// True when `to` can be reached from `from` in the IR's control-flow graph.
    fn reaches(&self, from: Block, to: Block) -> bool {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![from];
        while let Some(b) = stack.pop() {
            if b == to {
                return true;
            }
            if seen.insert(b) {
                stack.extend(self.func.successors(b));
            }
        }
        false
    }

    /// Index in `constructs` of the construct `depth` levels out.
    pub(super) fn construct_at(&self, depth: u32) -> Result<usize, CodegenError> {
        self.constructs
            .len()
            .checked_sub(1 + depth as usize)
            .ok_or_else(|| CodegenError::Internal(format!("branch depth {depth} out of range")))
    }

    /// The exit (or continue) mask of construct `c`, created on first use.
    pub(super) fn lazy_mask(&mut self, c: usize, cont: bool) -> Result<VReg, CodegenError> {
        let existing = if cont {
            self.constructs[c].continue_mask
        } else {
            self.constructs[c].exit_mask
        };
        if let Some(m) = existing {
            return Ok(m);
        }
        let m = self.sreg(2);
        let con = &mut self.constructs[c];
        if cont {
            con.continue_mask = Some(m);
        } else {
            con.exit_mask = Some(m);
        }
        Ok(m)
    }

    /// The active lanes leave: they join `mask` and EXEC becomes empty. Every divergent `if`
    /// opened while at least `inside` constructs were open (so inside the construct where
    /// the lanes rejoin) excludes `mask` at its join.
    pub(super) fn leave(&mut self, mask: VReg, inside: usize) -> Result<(), CodegenError> {
        let m = MOperand::whole(mask, 2);
        self.push(op::S_OR_B64, Encoding::Native, &[m, m, EXEC])?;
        self.push(
            op::S_MOV_B64,
            Encoding::Native,
            &[EXEC, MOperand::Fixed(Operand::Inline(128))],
        )?;
        for frame in self.ifs.iter_mut() {
            if frame.depth >= inside && !frame.left.contains(&mask) {
                frame.left.push(mask);
            }
        }
        Ok(())
    }

    /// Inserts `s_mov_b64 mask, 0` at `pos`.
    pub(super) fn insert_zero(
        &mut self,
        pos: (MBlock, usize),
        mask: VReg,
    ) -> Result<(), CodegenError> {
        let zero = MInst::new(
            op::S_MOV_B64,
            Encoding::Native,
            &[
                MOperand::whole(mask, 2),
                MOperand::Fixed(Operand::Inline(128)),
            ],
        );
        let insts = &mut self.mf.blocks[pos.0].insts;
        insts.insert(pos.1.min(insts.len()), zero);
        Ok(())
    }

    pub(super) fn here(&self) -> (MBlock, usize) {
        (self.cur, self.mf.blocks[self.cur].insts.len())
    }

    /// A labelled scope: lanes that broke out of its middle rejoin at its end.
    pub(super) fn scope(&mut self, body: &Region, tail: Tail) -> Result<(), CodegenError> {
        self.constructs.push(Construct {
            is_loop: false,
            exit_mask: None,
            continue_mask: None,
            entry: self.here(),
            head: None,
        });
        self.lower(body, tail.in_scope())?;
        let c = self
            .constructs
            .pop()
            .ok_or_else(|| CodegenError::Internal("construct stack underflow".into()))?;
        if let Some(m) = c.exit_mask {
            self.insert_zero(c.entry, m)?;
            self.push(
                op::S_OR_B64,
                Encoding::Native,
                &[EXEC, EXEC, MOperand::whole(m, 2)],
            )?;
        }
        Ok(())
    }

    /// A loop: the body runs while any lane is active; lanes reaching the end of the body
    /// (or a `continue`) iterate again, lanes that `break` wait in the exit mask.
    pub(super) fn loop_region(&mut self, body: &Region) -> Result<(), CodegenError> {
        let entry = self.here();
        let head = self.mf.blocks.push(Default::default());
        self.place(head);
        let first = self.mf.layout.len() - 1;
        self.constructs.push(Construct {
            is_loop: true,
            exit_mask: None,
            continue_mask: None,
            entry,
            head: Some(head),
        });
        self.lower(body, Tail::loop_body())?;
        let c = self
            .constructs
            .pop()
            .ok_or_else(|| CodegenError::Internal("construct stack underflow".into()))?;
        if let Some(m) = c.continue_mask {
            self.push(
                op::S_OR_B64,
                Encoding::Native,
                &[EXEC, EXEC, MOperand::whole(m, 2)],
            )?;
            if let Some(h) = c.head {
                self.insert_zero((h, 0), m)?;
            }
        }
        self.push(
            op::S_CBRANCH_EXECNZ,
            Encoding::Native,
            &[MOperand::Block(head)],
        )?;
        let last = self.mf.layout.len() - 1;
        self.mf.loops.push((first, last - first + 1));
        let after = self.mf.blocks.push(Default::default());
        self.place(after);
        if let Some(m) = c.exit_mask {
            self.insert_zero(c.entry, m)?;
            self.push(
                op::S_MOV_B64,
                Encoding::Native,
                &[EXEC, MOperand::whole(m, 2)],
            )?;
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
        self.cur_block = Some(block);
        let term = self
            .func
            .terminator(block)
            .ok_or_else(|| CodegenError::Internal(format!("{block} has no terminator")))?;
        let cond = match &self.func.insts[term] {
            InstructionData::Brif { cond, .. } => *cond,
            _ => {
                return Err(CodegenError::Internal(format!(
                    "if on {block} without brif"
                )))
            }
        };
        let mask = self.mask_of(cond)?;
        let else_block = self.mf.blocks.push(Default::default());
        let end_block = self.mf.blocks.push(Default::default());
        if self.uni.is_branch_uniform(block) {
            if self.scc_holds(cond) {
                // The compare right before the branch left its result in SCC; its lane
                // mask is dropped when the branch is its only reader.
                if self.uses[cond] == 1 {
                    self.mf.blocks[self.cur].insts.pop();
                }
            } else {
                // SCC = (cond & exec) != 0: all active lanes agree, so this is the condition.
                let tmp = self.sreg(2);
                self.push(
                    op::S_AND_B64,
                    Encoding::Native,
                    &[MOperand::whole(tmp, 2), mask, EXEC],
                )?;
            }
            self.push(
                op::S_CBRANCH_SCC0,
                Encoding::Native,
                &[MOperand::Block(else_block)],
            )?;
            self.arm(block, true, then, tail)?;
            self.push(
                op::S_BRANCH,
                Encoding::Native,
                &[MOperand::Block(end_block)],
            )?;
            self.place(else_block);
            self.arm(block, false, else_, tail)?;
            self.place(end_block);
        } else if let Some((depth, edges)) = self.speculative_break(block, then, tail) {
            // `if (c) break;`: the lanes with `c` join the exit mask and leave EXEC for good,
            // the others run the else side with EXEC as it is; nothing to restore at the
            // join (3 SALU instructions instead of a saved EXEC, two branches and two
            // restores per iteration of a loop testing its exit at the top). The break's
            // branch arguments are copied for every active lane first: the lanes that stay
            // overwrite them when they leave in turn, and nothing reads them before.
            self.arms.push((block, true));
            for &(from, to) in &edges {
                if let Err(e) = self.edge(from, to) {
                    self.arms.pop();
                    return Err(e);
                }
            }
            self.arms.pop();
            // A compare issued under the current EXEC already has its inactive lanes clear
            // (manual L798: `VCC[n] = EXEC[n] & (test passed)`), so it is the leaving set.
            let c = self.construct_at(depth)?;
            let exit = MOperand::whole(self.lazy_mask(c, false)?, 2);
            let leaving = if self.compare_under_current_exec(mask) {
                mask
            } else {
                let leaving = MOperand::whole(self.sreg(2), 2);
                self.push(op::S_AND_B64, Encoding::Native, &[leaving, mask, EXEC])?;
                leaving
            };
            self.push(op::S_OR_B64, Encoding::Native, &[exit, exit, leaving])?;
            self.push(op::S_ANDN2_B64, Encoding::Native, &[EXEC, EXEC, leaving])?;
            if let MOperand::Virt { reg, .. } = exit {
                for frame in self.ifs.iter_mut() {
                    if frame.depth > c && !frame.left.contains(&reg) {
                        frame.left.push(reg);
                    }
                }
            }
            self.push(
                op::S_CBRANCH_EXECZ,
                Encoding::Native,
                &[MOperand::Block(end_block)],
            )?;
            self.arm(block, false, else_, tail)?;
            self.place(end_block);
        } else {
            let saved = self.sreg(2);
            let saved_op = MOperand::whole(saved, 2);
            self.push(op::S_AND_SAVEEXEC_B64, Encoding::Native, &[saved_op, mask])?;
            self.ifs.push(IfFrame {
                depth: self.constructs.len(),
                left: Vec::new(),
            });
            self.push(
                op::S_CBRANCH_EXECZ,
                Encoding::Native,
                &[MOperand::Block(else_block)],
            )?;
            self.arm(block, true, then, tail)?;
            self.place(else_block);
            // The else lanes are saved & !cond. When no lane leaves the then side, EXEC is
            // still saved & cond there, so saved & !EXEC gives them without reading the
            // condition again (its mask then dies at the s_and_saveexec_b64).
            let cond_lanes = if leaves_with_tail(then, tail) {
                mask
            } else {
                EXEC
            };
            self.push(
                op::S_ANDN2_B64,
                Encoding::Native,
                &[EXEC, saved_op, cond_lanes],
            )?;
            self.push(
                op::S_CBRANCH_EXECZ,
                Encoding::Native,
                &[MOperand::Block(end_block)],
            )?;
            let else_start = self.here();
            self.arm(block, false, else_, tail)?;
            if self.here() == else_start {
                // An empty else side: no need to switch EXEC to it, the join restores it.
                self.mf.blocks[else_block].insts.truncate(else_start.1 - 2);
            }
            self.place(end_block);
            self.push(op::S_MOV_B64, Encoding::Native, &[EXEC, saved_op])?;
            let frame = self
                .ifs
                .pop()
                .ok_or_else(|| CodegenError::Internal("if stack underflow".into()))?;
            for m in frame.left {
                self.push(
                    op::S_ANDN2_B64,
                    Encoding::Native,
                    &[EXEC, EXEC, MOperand::whole(m, 2)],
                )?;
            }
        }
        Ok(())
    }

    /// True when `mask` was written, in the current block with no later EXEC change, by a
    /// VALU compare: its bits of lanes inactive now are zero.
    fn compare_under_current_exec(&self, mask: MOperand) -> bool {
        for inst in self.mf.blocks[self.cur].insts.iter().rev() {
            let info = inst.op.info();
            if inst.writes_exec() {
                return false;
            }
            let writes_mask = inst
                .operands_with_access()
                .any(|(o, write)| write && o.vreg().is_some() && o.vreg() == mask.vreg());
            if writes_mask {
                return info.format == gcn_isa::Format::Vopc;
            }
        }
        false
    }

    /// Appends `block` to the layout and makes it current.
    pub(super) fn place(&mut self, block: MBlock) {
        self.mf.layout.push(block);
        self.cur = block;
    }

    /// Lowers one arm of the `if` ending `block`, remembering which arm it is so that an
    /// edge to a block both arms target takes the right arguments.
    fn arm(
        &mut self,
        block: Block,
        taken: bool,
        region: &Region,
        tail: Tail,
    ) -> Result<(), CodegenError> {
        self.arms.push((block, taken));
        let r = self.lower(region, tail);
        self.arms.pop();
        r
    }

    /// Copies the branch arguments of the edge `from → to` into `to`'s parameters (as a
    /// parallel copy: all sources are read before any parameter is written).
    pub(super) fn edge(&mut self, from: Block, to: Block) -> Result<(), CodegenError> {
        self.cur_block = Some(from);
        let term = self
            .func
            .terminator(from)
            .ok_or_else(|| CodegenError::Internal(format!("{from} has no terminator")))?;
        let targets = self.func.insts[term].branch_targets();
        // A `brif` whose two targets are the same block: the innermost arm of its `if`
        // says which edge this is.
        let arm = self
            .arms
            .iter()
            .rev()
            .find(|(b, _)| *b == from)
            .map(|&(_, taken)| taken);
        let both = targets.len() == 2 && targets.iter().all(|c| c.block == to);
        let args: Vec<Value> = match (both, arm) {
            (true, Some(taken)) => targets[usize::from(!taken)].args.to_vec(),
            _ => targets
                .iter()
                .find(|c| c.block == to)
                .map(|c| c.args.to_vec())
                .unwrap_or_default(),
        };
        let params = self.func.blocks[to].params.clone();
        let mut copies = Vec::with_capacity(params.len());
        for (&param, &arg) in params.iter().zip(args.iter()) {
            // A uniform loop value leaving the loop: the lanes taking the edge read their
            // own per-lane copy (the scalar register may already hold the next iteration's
            // value, written by lanes that continue).
            let src = match self.shadows.get(&arg) {
                Some(&shadow) if !self.uni.is_uniform_on_edge(arg, from, to) => {
                    CopySource::Reg(shadow)
                }
                _ => CopySource::Value(arg),
            };
            copies.push((self.param_reg(param)?, src));
        }
        self.parallel_copy(copies)
    }

    /// The register a copy source reads (a value's register, when it has one).
    fn source_reg(&self, src: CopySource) -> Option<VReg> {
        match src {
            CopySource::Value(v) => match self.locs[v] {
                Some(Loc::Reg(r, _)) => Some(r),
                _ => None,
            },
            CopySource::Reg(r) => Some(r),
        }
    }

    /// Emits `copies` as one parallel copy (every source read before its register is
    /// written): a copy whose destination no other pending copy still reads goes first; a
    /// copy onto its own source is dropped; when only cycles remain (a loop's back edge
    /// swapping two values), one destination is saved in a temporary first. A back edge
    /// `(a, b) <- (b, a + b)` thus takes two moves instead of four through temporaries.
    pub(super) fn parallel_copy(
        &mut self,
        mut copies: Vec<((VReg, RegClass, u8), CopySource)>,
    ) -> Result<(), CodegenError> {
        copies.retain(|&(dst, src)| self.source_reg(src) != Some(dst.0));
        while !copies.is_empty() {
            let ready = (0..copies.len()).find(|&i| {
                let written = copies[i].0 .0;
                copies
                    .iter()
                    .enumerate()
                    .all(|(j, &(_, src))| j == i || self.source_reg(src) != Some(written))
            });
            match ready {
                Some(i) => {
                    let (dst, src) = copies.remove(i);
                    match src {
                        CopySource::Value(v) => self.copy_into(v, dst)?,
                        CopySource::Reg(r) => self.copy_reg(dst, r)?,
                    }
                }
                None => {
                    // A cycle: save the first destination's old value and read it from there.
                    let (dst, _) = copies[0];
                    let (d, class, dwords) = dst;
                    let saved = self.mf.new_vreg(class, dwords);
                    self.copy_reg((saved, class, dwords), d)?;
                    for copy in copies.iter_mut() {
                        if self.source_reg(copy.1) == Some(d) {
                            copy.1 = CopySource::Reg(saved);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The register of a block parameter (created on first use; SGPR when uniform).
    pub(super) fn param_reg(&mut self, param: Value) -> Result<(VReg, RegClass, u8), CodegenError> {
        let ty = self.func.value_type(param);
        let dwords = if ty.bits() == 32 { 1 } else { 2 };
        let class = if ty == Type::B1 || self.uni.is_uniform(param) {
            RegClass::Sgpr
        } else {
            RegClass::Vgpr
        };
        if let Some(Loc::Reg(r, _)) = self.locs[param] {
            return Ok((r, self.mf.vregs[r].class, dwords));
        }
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{ty} block parameter"), None));
        }
        let r = self.mf.new_vreg(class, dwords);
        self.locs[param] = Some(Loc::Reg(r, dwords));
        Ok((r, class, dwords))
    }

    /// Copies `arg` into the register `dst`.
    pub(super) fn copy_into(
        &mut self,
        arg: Value,
        dst: (VReg, RegClass, u8),
    ) -> Result<(), CodegenError> {
        let (t, class, dwords) = dst;
        let top = MOperand::whole(t, dwords);
        if dwords == 2 {
            let src = self.mask_of(arg)?;
            self.push(op::S_MOV_B64, Encoding::Native, &[top, src])?;
        } else if class == RegClass::Sgpr {
            let src = self.scalar_src(arg)?;
            self.push(op::S_MOV_B32, Encoding::Native, &[top, src])?;
        } else {
            let src = self.src(arg)?;
            self.push(op::V_MOV_B32, Encoding::Native, &[top, src])?;
        }
        Ok(())
    }

    pub(super) fn copy_reg(
        &mut self,
        dst: (VReg, RegClass, u8),
        src: VReg,
    ) -> Result<(), CodegenError> {
        let (d, class, dwords) = dst;
        let name = match (class, dwords) {
            (RegClass::Sgpr, 2) => op::S_MOV_B64,
            (RegClass::Sgpr, _) => op::S_MOV_B32,
            _ => op::V_MOV_B32,
        };
        self.push(
            name,
            Encoding::Native,
            &[MOperand::whole(d, dwords), MOperand::whole(src, dwords)],
        )?;
        Ok(())
    }

    // ---- operands ----
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::OptLevel;

    /// The mnemonics of the compiled `il` at -O2 from the loop's exit test (its first
    /// instruction) to the end.
    fn loop_mnemonics(il: &str) -> Vec<String> {
        let names = crate::test_support::mnemonics_at(il, OptLevel::O2);
        let head = names
            .iter()
            .position(|n| n == "v_cmp_ge_u32")
            .unwrap_or_else(|| panic!("no loop test in {names:?}"));
        names[head..].to_vec()
    }

    /// A loop with a divergent trip count `in[i] & 31` testing its exit at the top, whose
    /// body assigns the loop-carried values `a, b` from `body`.
    fn carried_loop(body: &str) -> String {
        format!(
            "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 2, 31, 1, 0
ishl r0.x, vAbsTid.x, l0.x
uav_raw_load_id(0) r1.x, r0.x
mov r1.y, l0.z
iand r2.x, r1.x, l0.y
mov r3.x, l0.w
whileloop
    uge r4.x, r3.x, r2.x
    break_logicalnz r4.x
{body}
    iadd r3.x, r3.x, l0.z
endloop
uav_raw_store_id(1) mem.x, r0.x, r1.x
end
"
        )
    }

    #[test]
    fn a_break_at_the_top_leaves_exec_and_carried_values_move_once() {
        // t = a + b; a = b; b = t. Before: the break as a divergent `if` (s_and_saveexec,
        // s_cbranch_execz, s_or_b64 + s_mov_b64 exec 0, s_andn2_b64 + s_cbranch_execz to
        // the else side, s_mov_b64 + s_andn2_b64 restoring EXEC at the join) and the back
        // edge's copies staged through temporaries (3 v_mov_b32). After: the breaking lanes
        // (the compare's mask: the manual's VOPC writes 0 in inactive lanes, L798) join the
        // exit mask and leave EXEC (2 SALU), and the copies form a chain (a <- b before
        // b <- t): 2 v_mov_b32.
        let il = carried_loop(
            "    iadd r4.y, r1.x, r1.y
    mov r1.x, r1.y
    mov r1.y, r4.y",
        );
        let expected = [
            "v_cmp_ge_u32",     // k >= n: zero in inactive lanes, so the breaking lanes
            "s_or_b64",         // join the exit mask
            "s_andn2_b64",      // and leave EXEC
            "s_cbranch_execz",  // no lane left: skip the rest of the body
            "v_add_u32",        // t = a + b
            "s_add_u32",        // k + 1 (uniform)
            "v_mov_b32",        // a <- b
            "v_mov_b32",        // b <- t
            "s_cbranch_execnz", // next iteration
            "s_or_b64",         // the lanes that broke, back in EXEC
            "buffer_store_dword",
            "s_endpgm",
        ];
        assert_eq!(loop_mnemonics(&il), expected);
    }

    #[test]
    fn a_swap_on_the_back_edge_saves_one_value() {
        // (a, b) <- (b, a): a cycle, broken by saving a first (3 moves, 4 before).
        let il = carried_loop(
            "    mov r4.y, r1.x
    mov r1.x, r1.y
    mov r1.y, r4.y",
        );
        let expected = [
            "v_cmp_ge_u32",
            "s_or_b64",
            "s_andn2_b64",
            "s_cbranch_execz",
            "s_add_u32",
            "v_mov_b32", // saved <- a
            "v_mov_b32", // a <- b
            "v_mov_b32", // b <- saved
            "s_cbranch_execnz",
            "s_or_b64",
            "buffer_store_dword",
            "s_endpgm",
        ];
        assert_eq!(loop_mnemonics(&il), expected);
    }

    /// The mnemonics of a whole compiled kernel at -O2.
    fn mnemonics(il: &str) -> Vec<String> {
        crate::test_support::mnemonics_at(il, OptLevel::O2)
    }

    #[test]
    fn a_break_with_results_copies_them_for_every_active_lane() {
        // `if (k >= n) break` leaving with the loop's values for the stores after it.
        // Before: the copies ran under a saved EXEC narrowed to the breaking lanes
        // (s_and_saveexec, s_cbranch_execz, 2 v_mov, s_or + s_mov exec 0, s_andn2 +
        // s_cbranch_execz, s_mov + s_andn2 at the join: 11 instructions). After: the two
        // copies for every active lane (those staying overwrite them when they leave), then
        // the breaking lanes join the exit mask and leave EXEC: 5 instructions.
        // Two exits (the second after the sum passes 500), so the loop's values reach the
        // stores as the exit block's parameters.
        let il = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 2, 3, 1, 0
dcl_literal l1, 500, 0, 0, 0
ishl r0.x, vAbsTid.x, l0.x
ishl r0.y, vAbsTid.x, l0.y
uav_raw_load_id(0) r1.x, r0.x
mov r2.x, l0.w
mov r2.y, l0.w
whileloop
    ige r3.x, r2.y, r1.x
    break_logicalnz r3.x
    imad r2.x, r2.y, r2.y, r2.x
    iadd r2.y, r2.y, l0.z
    ilt r3.y, l1.x, r2.x
    if_logicalnz r3.y
        break
    endif
endloop
uav_raw_store_id(1) mem.xy, r0.y, r2
end
";
        let names = mnemonics(il);
        let head = names
            .iter()
            .position(|n| n == "v_cmp_ge_i32")
            .unwrap_or_else(|| panic!("no loop test in {names:?}"));
        assert_eq!(
            names[head..head + 6],
            [
                "v_cmp_ge_i32",
                "v_mov_b32",
                "v_mov_b32",
                "s_or_b64",
                "s_andn2_b64",
                "s_cbranch_execz"
            ],
            "{names:?}"
        );
        assert!(
            !names.contains(&"s_and_saveexec_b64".to_string()),
            "{names:?}"
        );
    }
}
