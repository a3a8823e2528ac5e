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

impl Isel<'_> {
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
        // Staging through temporaries is needed only when an argument is one of the
        // parameters being written (a loop's back edge).
        let overlapping = args.iter().any(|a| params.contains(a));
        let mut staged = Vec::new();
        for (&param, &arg) in params.iter().zip(args.iter()) {
            let dst = self.param_reg(param)?;
            if overlapping {
                let tmp = self.copy_to_new(arg, dst)?;
                staged.push((dst, tmp));
            } else {
                self.copy_into(arg, dst)?;
            }
        }
        for (dst, tmp) in staged {
            self.copy_reg(dst, tmp)?;
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

    /// Copies `arg` into a new register of `dst`'s class.
    pub(super) fn copy_to_new(
        &mut self,
        arg: Value,
        dst: (VReg, RegClass, u8),
    ) -> Result<VReg, CodegenError> {
        let (_, class, dwords) = dst;
        let t = self.mf.new_vreg(class, dwords);
        self.copy_into(arg, (t, class, dwords))?;
        Ok(t)
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
