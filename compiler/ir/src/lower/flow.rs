//! Flow-control lowering: structured IL flow (if/else, loops with break/continue, switch
//! with fallthrough, returns) becomes CFG blocks; subroutine calls are inlined. Also the
//! instruction dispatch loop.

use super::arith::float_cc;
use super::*;

impl Lowerer<'_> {
    /// The `b1` condition of a flow-control instruction.
    pub(super) fn condition(&mut self, inst: &Instruction, when_nonzero: bool) -> Result<Value> {
        let Some(src) = inst.srcs.first() else {
            return err(inst.span, "missing condition operand");
        };
        let v = self.read_src(src, 0, Domain::Int)?;
        let zero = self.iconst(0);
        let cc = if when_nonzero { IntCC::Ne } else { IntCC::Eq };
        Ok(self.b().icmp(cc, v, zero))
    }

    /// The float relop condition of `ifc`/`breakc`/`continuec` (first components).
    pub(super) fn relop_condition(&mut self, inst: &Instruction) -> Result<Value> {
        let (Some(a), Some(b)) = (inst.srcs.first(), inst.srcs.get(1)) else {
            return err(inst.span, "needs two operands");
        };
        let relop = inst.relop().ok_or_else(|| LowerError {
            span: inst.span,
            message: "missing `_relop`".into(),
        })?;
        let x = self.read_src(a, 0, Domain::Float)?;
        let y = self.read_src(b, 0, Domain::Float)?;
        let cc = float_cc(relop);
        Ok(self.b().fcmp(cc, FloatFlags::IL, x, y))
    }

    pub(super) fn innermost_loop(&self, span: Span) -> Result<(Block, Block)> {
        for f in self.frames.iter().rev() {
            if let Frame::Loop { header, exit } = f {
                return Ok((*header, *exit));
            }
        }
        err(span, "`continue` outside a loop")
    }

    pub(super) fn break_target(&self, span: Span) -> Result<Block> {
        for f in self.frames.iter().rev() {
            match f {
                Frame::Loop { exit, .. } | Frame::Switch { exit, .. } => return Ok(*exit),
                Frame::If { .. } => {}
            }
        }
        err(span, "`break` outside a loop or switch")
    }

    /// Branches to `target` when `cond` holds, continuing in a new block otherwise.
    pub(super) fn branch_if(&mut self, cond: Value, target: Block) {
        let next = self.new_block();
        self.brif(cond, target, next);
        self.ssa.seal(&mut self.func, next);
        self.cur = next;
    }

    pub(super) fn ret(&mut self) {
        match self.call_stack.last() {
            Some(&(_, after, _)) => self.jump(after),
            None => {
                self.terminate(InstructionData::Return);
            }
        }
        self.start_dead_block();
    }

    pub(super) fn call(&mut self, inst: &Instruction, label: u32) -> Result<()> {
        if self.call_stack.iter().any(|(l, _, _)| *l == label) {
            return err(
                inst.span,
                format!("recursive call of function {label} cannot be inlined"),
            );
        }
        let Some(&start) = self.functions.get(&label) else {
            return err(inst.span, format!("function {label} is not defined"));
        };
        let after = self.new_block();
        let depth = self.frames.len();
        self.call_stack.push((label, after, depth));
        let result = self.lower_range(start);
        self.call_stack.pop();
        result?;
        if self.frames.len() != depth {
            return err(
                inst.span,
                format!("function {label} has unbalanced flow control"),
            );
        }
        self.ssa.seal(&mut self.func, after);
        self.cur = after;
        Ok(())
    }

    /// Lowers instructions from `start` until the end of the function body or program.
    pub(super) fn lower_range(&mut self, start: usize) -> Result<()> {
        let program = self.program;
        let mut i = start;
        while let Some(inst) = program.instructions.get(i) {
            i += 1;
            let span = inst.span;
            self.srcloc = SourceLoc {
                start: span.start,
                end: span.end,
            };
            match inst.opcode {
                Il::End | Il::Endmain | Il::Endfunc => {
                    self.ret();
                    return Ok(());
                }
                Il::Ret => {
                    // `ret` outside flow control ends a function body (L3975).
                    let ends_function = self
                        .call_stack
                        .last()
                        .is_some_and(|c| c.2 == self.frames.len());
                    self.ret();
                    if ends_function {
                        return Ok(());
                    }
                }
                Il::RetDyn => self.ret(),
                Il::RetLogicalnz | Il::RetLogicalz => {
                    let c = self.condition(inst, inst.opcode == Il::RetLogicalnz)?;
                    let body = self.new_block();
                    let next = self.new_block();
                    self.brif(c, body, next);
                    self.ssa.seal(&mut self.func, body);
                    self.ssa.seal(&mut self.func, next);
                    self.cur = body;
                    self.ret();
                    self.cur = next;
                }
                Il::Func => {
                    // A `func` ends the body before it (main without `endmain`, or a function
                    // without `ret`/`endfunc`).
                    self.ret();
                    return Ok(());
                }
                Il::Comment
                | Il::Nop
                | Il::DclNumThreadPerGroup
                | Il::DclMaxThreadPerGroup
                | Il::DclGlobalFlags
                | Il::DclTotalNumThreadGroup
                | Il::DclConstBuffer
                | Il::DclLiteral
                | Il::DclIndexedTempArray
                | Il::DclRawUav
                | Il::DclStructUav
                | Il::DclUav
                | Il::DclTypedUav
                | Il::DclLds
                | Il::DclStructLds
                | Il::DclGds
                | Il::DclStructGds
                | Il::DclRawSrv
                | Il::DclStructSrv => {}
                // Declaring an arena UAV has no effect by itself (manual L9898-9909);
                // `uav_arena_load`/`uav_arena_store` stay unsupported.
                Il::DclArenaUav => {}
                Il::DclInput => {}
                // `prec` only forbids value-changing rewrites (L3415-3431); the passes make none.
                Il::Prefix => {}
                Il::IfLogicalnz | Il::IfLogicalz | Il::Ifc | Il::Ifnz => {
                    let c = match inst.opcode {
                        Il::Ifc => self.relop_condition(inst)?,
                        Il::IfLogicalz => self.condition(inst, false)?,
                        _ => self.condition(inst, true)?,
                    };
                    let then_block = self.new_block();
                    let else_block = self.new_block();
                    self.brif(c, then_block, else_block);
                    self.ssa.seal(&mut self.func, then_block);
                    self.frames.push(Frame::If {
                        else_block,
                        merge: None,
                        in_else: false,
                    });
                    self.cur = then_block;
                }
                Il::Else => {
                    let Some(Frame::If {
                        else_block,
                        merge,
                        in_else,
                    }) = self.frames.last_mut()
                    else {
                        return err(span, "`else` without an open if-block");
                    };
                    if *in_else {
                        return err(span, "second `else` in one if-block");
                    }
                    *in_else = true;
                    let else_block = *else_block;
                    let m = match merge {
                        Some(m) => *m,
                        None => {
                            let m = self.func.make_block();
                            if let Some(Frame::If { merge, .. }) = self.frames.last_mut() {
                                *merge = Some(m);
                            }
                            m
                        }
                    };
                    self.jump(m);
                    self.ssa.seal(&mut self.func, else_block);
                    self.cur = else_block;
                }
                Il::Endif => {
                    let Some(Frame::If {
                        else_block,
                        merge,
                        in_else,
                    }) = self.frames.pop()
                    else {
                        return err(span, "`endif` without an open if-block");
                    };
                    let join = if in_else {
                        merge.unwrap_or(else_block)
                    } else {
                        else_block
                    };
                    self.jump(join);
                    self.ssa.seal(&mut self.func, join);
                    self.cur = join;
                }
                Il::While => {
                    let header = self.new_block();
                    let exit = self.new_block();
                    self.jump(header);
                    self.frames.push(Frame::Loop { header, exit });
                    self.cur = header;
                }
                Il::Endloop => {
                    let Some(Frame::Loop { header, exit }) = self.frames.pop() else {
                        return err(span, "`endloop` without an open loop");
                    };
                    self.jump(header);
                    self.ssa.seal(&mut self.func, header);
                    self.ssa.seal(&mut self.func, exit);
                    self.cur = exit;
                }
                Il::Break => {
                    let target = self.break_target(span)?;
                    self.jump(target);
                    self.start_dead_block();
                }
                Il::BreakLogicalnz | Il::BreakLogicalz | Il::Breakc => {
                    let target = self.break_target(span)?;
                    let c = match inst.opcode {
                        Il::Breakc => self.relop_condition(inst)?,
                        op => self.condition(inst, op == Il::BreakLogicalnz)?,
                    };
                    self.branch_if(c, target);
                }
                Il::Continue => {
                    let (header, _) = self.innermost_loop(span)?;
                    self.jump(header);
                    self.start_dead_block();
                }
                Il::ContinueLogicalnz | Il::ContinueLogicalz | Il::Continuec => {
                    let (header, _) = self.innermost_loop(span)?;
                    let c = match inst.opcode {
                        Il::Continuec => self.relop_condition(inst)?,
                        op => self.condition(inst, op == Il::ContinueLogicalnz)?,
                    };
                    self.branch_if(c, header);
                }
                Il::Switch => {
                    let Some(src) = inst.srcs.first() else {
                        return err(span, "missing switch operand");
                    };
                    let value = self.read_src(src, 0, Domain::Int)?;
                    let exit = self.new_block();
                    let test = self.cur;
                    self.start_dead_block();
                    self.frames.push(Frame::Switch {
                        value,
                        exit,
                        test,
                        default: None,
                    });
                }
                Il::Case => {
                    let Some(&k) = inst.extra.first() else {
                        return err(span, "missing case value");
                    };
                    let Some(Frame::Switch { value, test, .. }) = self.frames.last() else {
                        return err(span, "`case` outside a switch");
                    };
                    let (value, test) = (*value, *test);
                    let body = self.new_block();
                    let next_test = self.new_block();
                    // Fall through from the previous case body.
                    self.jump(body);
                    self.cur = test;
                    let kv = self.iconst(k);
                    let c = self.b().icmp(IntCC::Eq, value, kv);
                    self.brif(c, body, next_test);
                    self.ssa.seal(&mut self.func, body);
                    self.ssa.seal(&mut self.func, next_test);
                    if let Some(Frame::Switch { test, .. }) = self.frames.last_mut() {
                        *test = next_test;
                    }
                    self.cur = body;
                }
                Il::Default => {
                    let body = self.new_block();
                    self.jump(body);
                    match self.frames.last_mut() {
                        Some(Frame::Switch { default, .. }) if default.is_none() => {
                            *default = Some(body)
                        }
                        _ => return err(span, "`default` outside a switch or repeated"),
                    }
                    self.cur = body;
                }
                Il::Endswitch => {
                    let Some(Frame::Switch {
                        exit,
                        test,
                        default,
                        ..
                    }) = self.frames.pop()
                    else {
                        return err(span, "`endswitch` without an open switch");
                    };
                    self.jump(exit);
                    self.cur = test;
                    self.jump(default.unwrap_or(exit));
                    if let Some(d) = default {
                        self.ssa.seal(&mut self.func, d);
                    }
                    self.ssa.seal(&mut self.func, exit);
                    self.cur = exit;
                }
                Il::Call => {
                    let Some(&label) = inst.extra.first() else {
                        return err(span, "missing label");
                    };
                    self.call(inst, label)?;
                }
                Il::CallLogicalnz | Il::CallLogicalz | Il::Callnz => {
                    let Some(&label) = inst.extra.first() else {
                        return err(span, "missing label");
                    };
                    let c = self.condition(inst, inst.opcode != Il::CallLogicalz)?;
                    let body = self.new_block();
                    let next = self.new_block();
                    self.brif(c, body, next);
                    self.ssa.seal(&mut self.func, body);
                    self.cur = body;
                    self.call(inst, label)?;
                    self.jump(next);
                    self.ssa.seal(&mut self.func, next);
                    self.cur = next;
                }
                op => {
                    if let Some(row) = alu::row(op) {
                        self.lower_alu(inst, row)?;
                    } else if !self.lower_memory(inst)?
                        && !self.lower_double(inst)?
                        && !self.lower_float_macro(inst)?
                        && !self.lower_i64(inst)?
                        && !self.lower_misc(inst)?
                        && !self.lower_graphics(inst)?
                    {
                        return err(
                            span,
                            format!("unsupported: `{}` in the compiler", op.mnemonic()),
                        );
                    }
                }
            }
        }
        self.ret();
        Ok(())
    }
}
