//! Lowering from an [`amdil::Program`] to an IR [`Function`].
//!
//! - IL's four-component registers are scalarised: every `r#` component is an SSA variable
//!   (built with [`ssa::SsaBuilder`], Braun et al.); sources are swizzled per destination
//!   component, with the IL's source modifiers (invert, bias, x2, abs, neg, clamp, in the
//!   manual's order, L618-633) and destination shift-scale, `_sat` and write masks
//!   (`0`/`1` writes included, L519-545).
//! - Literals become constants; `cb#[]`, `icb[]`, `g[]` and indexed temps (`x#[]`, lowered to
//!   per-lane private arrays) become loads and stores, with relative addressing computed.
//! - IL's structured flow control (if/else, whileloop with break/continue and their
//!   conditional forms, switch/case/default with fallthrough) becomes a CFG.
//! - Subroutines (`call`/`call_logical*`) are inlined; recursion is a located error.
//! - All register values are `i32`; float operations bitcast in and out (free).
//!
//! Float operations carry the IL rules as flags: denormal flushing, legacy multiply unless
//! `_ieee`, `zeroop`. Errors carry the IL instruction's span.

pub mod alu;
pub mod ssa;

#[cfg(test)]
mod tests;

use crate::builder::FunctionBuilder;
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, SourceLoc};
use crate::instructions::{
    AddressSpace, AtomicOp, FenceFlags, FloatCC, FloatFlags, InstructionData, IntCC, MemSize,
    SpecialKind, ZeroOp,
};
use crate::opcode::Opcode as Op;
use crate::types::Type;
use alu::{Domain, Recipe};
use amdil::{
    CompSel, Control, Dst, DstComp, FenceFlag, FirstBit, Instruction, Opcode as Il, Program,
    RegType, RelOp, ShiftScale, Span, Src,
};
use ssa::SsaBuilder;
use std::collections::HashMap;
use std::fmt;

/// A lowering failure at an IL instruction or operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// Where in the IL source.
    pub span: Span,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}..{}: {}",
            self.span.start, self.span.end, self.message
        )
    }
}

impl std::error::Error for LowerError {}

type Result<T> = std::result::Result<T, LowerError>;

fn err<T>(span: Span, message: impl Into<String>) -> Result<T> {
    Err(LowerError {
        span,
        message: message.into(),
    })
}

/// Register class numbers used in SSA variables.
const VAR_TEMP: u8 = 0;

/// Float 1.0 bits, written by `1` swizzles and masks even for integer ops (L616).
const ONE_F32: u32 = 0x3f80_0000;

enum Frame {
    If {
        else_block: Block,
        merge: Option<Block>,
        in_else: bool,
    },
    Loop {
        header: Block,
        exit: Block,
    },
    Switch {
        value: Value,
        exit: Block,
        test: Block,
        default: Option<Block>,
    },
}

struct Lowerer<'p> {
    program: &'p Program,
    func: Function,
    /// Location of the IL instruction being lowered.
    srcloc: SourceLoc,
    ssa: SsaBuilder,
    cur: Block,
    frames: Vec<Frame>,
    literals: HashMap<u32, [u32; 4]>,
    private_of: HashMap<u32, u32>,
    struct_stride: HashMap<u32, u32>,
    lds_stride: HashMap<u32, u32>,
    /// Byte offset of each LDS id inside the work-group's LDS (ids are laid out in
    /// declaration order).
    lds_base: HashMap<u32, u32>,
    functions: HashMap<u32, usize>,
    /// Inlined calls: label, the block after the call, the flow-frame depth at entry.
    call_stack: Vec<(u32, Block, usize)>,
}

impl Lowerer<'_> {
    fn b(&mut self) -> FunctionBuilder<'_> {
        let loc = self.srcloc;
        let mut b = FunctionBuilder::new(&mut self.func);
        b.switch_to_block(self.cur);
        b.set_srcloc(loc);
        b
    }

    fn iconst(&mut self, v: u32) -> Value {
        self.b().iconst(v as i32)
    }

    fn new_block(&mut self) -> Block {
        self.func.make_block()
    }

    /// Ends the current block with `data` (a terminator) and declares its edges.
    fn terminate(&mut self, data: InstructionData) -> Inst {
        let block = self.cur;
        let inst = self.func.append_inst(block, data);
        self.func.srclocs[inst] = self.srcloc;
        self.ssa.declare_edges(&self.func, block, inst);
        inst
    }

    fn jump(&mut self, to: Block) {
        self.terminate(InstructionData::Jump {
            dest: crate::BlockCall::new(to, &[]),
        });
    }

    fn brif(&mut self, cond: Value, then_block: Block, else_block: Block) {
        self.terminate(InstructionData::Brif {
            cond,
            then_dest: crate::BlockCall::new(then_block, &[]),
            else_dest: crate::BlockCall::new(else_block, &[]),
        });
    }

    /// Starts emitting into a fresh block with no predecessors (code after a jump).
    fn start_dead_block(&mut self) {
        let b = self.new_block();
        self.ssa.seal(&mut self.func, b);
        self.cur = b;
    }

    fn as_f32(&mut self, v: Value) -> Value {
        self.b().bitcast(Type::F32, v)
    }

    fn as_i32(&mut self, v: Value) -> Value {
        if self.func.value_type(v) == Type::I32 {
            v
        } else {
            self.b().bitcast(Type::I32, v)
        }
    }

    /// Reads one index expression (`[r1.x + 3]` or `[3]`).
    fn index(&mut self, index: &amdil::Index, span: Span) -> Result<Value> {
        let offset =
            i32::try_from(index.offset).or_else(|_| err(span, "index offset out of range"))?;
        let Some(rel) = &index.reg else {
            return Ok(self.iconst(offset as u32));
        };
        let comp = comp_index(rel.comp).ok_or_else(|| LowerError {
            span,
            message: "an index needs an x, y, z or w component".into(),
        })?;
        let base = self.read_register(rel.ty, rel.num, &[], comp, span)?;
        if offset == 0 {
            return Ok(base);
        }
        let off = self.iconst(offset as u32);
        Ok(self.b().iadd(base, off))
    }

    /// Word address `index * 4 + comp` for vec4-slotted memory.
    fn slot_address(&mut self, index: Value, comp: u8) -> Value {
        let four = self.iconst(4);
        let scaled = self.b().int(Op::Imul, index, four);
        if comp == 0 {
            return scaled;
        }
        let c = self.iconst(comp as u32);
        self.b().iadd(scaled, c)
    }

    /// Reads component `comp` (0..4) of a register, before modifiers.
    fn read_register(
        &mut self,
        ty: RegType,
        num: Option<u32>,
        indices: &[amdil::Index],
        comp: u8,
        span: Span,
    ) -> Result<Value> {
        let n = num.unwrap_or(0);
        let axis_special = |kind: SpecialKind| (kind, comp.min(2));
        let special = match ty {
            RegType::ThreadIdInGroup => Some(axis_special(SpecialKind::LocalId)),
            RegType::ThreadGroupId => Some(axis_special(SpecialKind::GroupId)),
            RegType::AbsoluteThreadId => Some(axis_special(SpecialKind::GlobalId)),
            RegType::ThreadIdInGroupFlat => Some((SpecialKind::LocalFlat, 0)),
            RegType::ThreadGroupIdFlat => Some((SpecialKind::GroupFlat, 0)),
            RegType::AbsoluteThreadIdFlat => Some((SpecialKind::GlobalFlat, 0)),
            _ => None,
        };
        if ty == RegType::WinCoord {
            // Pixel-style compute: one pixel per work-item, centres at (x + 0.5, y + 0.5),
            // z = 0, w = 1 (the corpus launch contract; dcl_input default L4160-4170).
            return Ok(match comp {
                0 | 1 => {
                    let id = self.b().special(SpecialKind::GlobalId, comp);
                    let f = self.b().unary(Op::Utof, FloatFlags::default(), id);
                    let half = self.b().fconst(0.5);
                    let c = self.b().binary(Op::Fadd, FloatFlags::IL, f, half);
                    self.as_i32(c)
                }
                2 => self.iconst(0),
                _ => self.iconst(ONE_F32),
            });
        }
        if let Some((kind, axis)) = special {
            if kind.has_axis() && comp == 3 {
                return Ok(self.iconst(0));
            }
            return Ok(self.b().special(kind, axis));
        }
        match ty {
            RegType::Temp => {
                if !indices.is_empty() {
                    return err(span, "temporary registers cannot be indexed");
                }
                let cur = self.cur;
                Ok(self.ssa.use_var(&mut self.func, cur, (VAR_TEMP, n, comp)))
            }
            RegType::Literal => match self.literals.get(&n) {
                Some(words) => {
                    let w = words[comp as usize];
                    Ok(self.iconst(w))
                }
                None => err(span, format!("literal l{n} is not declared")),
            },
            RegType::ConstBuff | RegType::ImmedConstBuff | RegType::Global | RegType::ITemp => {
                let (space, index) = match (ty, indices) {
                    (RegType::ConstBuff, [i]) if num.is_some() => (AddressSpace::Cb(n), i),
                    (RegType::ConstBuff, [bank, i]) if num.is_none() && bank.reg.is_none() => (
                        AddressSpace::Cb(u32::try_from(bank.offset).unwrap_or(u32::MAX)),
                        i,
                    ),
                    (RegType::ImmedConstBuff, [i]) => (AddressSpace::Icb, i),
                    (RegType::Global, [i]) => (AddressSpace::Global, i),
                    (RegType::ITemp, [i]) => match self.private_of.get(&n) {
                        Some(&p) => (AddressSpace::Private(p), i),
                        None => return err(span, format!("x{n} is not declared")),
                    },
                    _ => return err(span, "unsupported indexing form"),
                };
                let idx = self.index(index, span)?;
                let addr = self.slot_address(idx, comp);
                Ok(self.b().load(space, MemSize::Dword, addr))
            }
            other => err(
                span,
                format!("register type {other:?} is not supported by the compiler"),
            ),
        }
    }

    /// Reads the source component at position `pos` with all modifiers, in `domain`.
    /// Float-domain results are `f32` values, integer-domain results `i32`.
    fn read_src(&mut self, src: &Src, pos: usize, domain: Domain) -> Result<Value> {
        let span = src.span;
        let sel = src.swizzle[pos];
        let raw = match sel {
            CompSel::Zero => self.iconst(0),
            CompSel::One => self.iconst(ONE_F32),
            _ => {
                let comp = comp_index(sel).unwrap_or(0);
                self.read_register(src.reg.ty, src.reg.num, &src.reg.indices, comp, span)?
            }
        };
        let m = src.mods;
        let neg = m.neg & (1 << pos) != 0;
        match domain {
            Domain::Int => {
                if m.abs || m.invert || m.bias || m.x2 || m.sign || m.divcomp.is_some() || m.clamp {
                    return err(
                        span,
                        "only swizzle and negate are valid on integer operands (Table 2.10)",
                    );
                }
                Ok(if neg {
                    self.b().unary(Op::Ineg, FloatFlags::default(), raw)
                } else {
                    raw
                })
            }
            Domain::Float => {
                if m.sign || m.divcomp.is_some() {
                    return err(
                        span,
                        "the `_sign` and `_divcomp` modifiers are not supported",
                    );
                }
                let mut v = self.as_f32(raw);
                let flags = FloatFlags::IL;
                if m.invert {
                    let one = self.b().fconst(1.0);
                    v = self.b().binary(Op::Fsub, flags, one, v);
                }
                if m.bias {
                    let half = self.b().fconst(0.5);
                    v = self.b().binary(Op::Fsub, flags, v, half);
                }
                if m.x2 {
                    v = self.b().binary(Op::Fadd, flags, v, v);
                }
                if m.abs {
                    v = self.b().unary(Op::Fabs, FloatFlags::default(), v);
                }
                if neg {
                    v = self.b().unary(Op::Fneg, FloatFlags::default(), v);
                }
                if m.clamp {
                    v = self.b().unary(Op::Fsat, flags, v);
                }
                Ok(v)
            }
        }
    }

    /// Writes `value` (any 32-bit type) to destination component `comp`.
    fn write_component(&mut self, dst: &Dst, comp: u8, value: Value) -> Result<()> {
        let value = self.as_i32(value);
        let span = dst.span;
        let n = dst.reg.num.unwrap_or(0);
        match dst.reg.ty {
            RegType::Temp => {
                if !dst.reg.indices.is_empty() {
                    return err(span, "temporary registers cannot be indexed");
                }
                let cur = self.cur;
                self.ssa.def_var(cur, (VAR_TEMP, n, comp), value);
                Ok(())
            }
            RegType::ITemp | RegType::Global => {
                let space = if dst.reg.ty == RegType::Global {
                    AddressSpace::Global
                } else {
                    match self.private_of.get(&n) {
                        Some(&p) => AddressSpace::Private(p),
                        None => return err(span, format!("x{n} is not declared")),
                    }
                };
                let [index] = dst.reg.indices.as_slice() else {
                    return err(span, "expected one index");
                };
                let idx = self.index(index, span)?;
                let addr = self.slot_address(idx, comp);
                self.b().store(space, MemSize::Dword, addr, value);
                Ok(())
            }
            other => err(span, format!("cannot write register type {other:?}")),
        }
    }

    /// Applies shift-scale and `_sat` (float results) then writes every masked component;
    /// `compute(self, pos)` yields the value for component `pos`.
    fn write_dst(
        &mut self,
        inst: &Instruction,
        domain: Domain,
        mut compute: impl FnMut(&mut Self, usize) -> Result<Value>,
    ) -> Result<()> {
        let Some(dst) = inst.dsts.first() else {
            return err(inst.span, "missing destination");
        };
        let flags = FloatFlags::IL;
        for pos in 0..4 {
            let value = match dst.mask[pos] {
                DstComp::NoWrite => continue,
                DstComp::Zero => self.iconst(0),
                DstComp::One => self.iconst(ONE_F32),
                DstComp::Write => {
                    let mut v = compute(self, pos)?;
                    let is_float = self.func.value_type(v) == Type::F32;
                    if dst.shift != ShiftScale::None || dst.clamp {
                        if domain != Domain::Float || !is_float {
                            return err(
                                dst.span,
                                "shift-scale and `_sat` apply only to float results",
                            );
                        }
                        let factor = match dst.shift {
                            ShiftScale::X2 => Some(2.0),
                            ShiftScale::X4 => Some(4.0),
                            ShiftScale::X8 => Some(8.0),
                            ShiftScale::D2 => Some(0.5),
                            ShiftScale::D4 => Some(0.25),
                            ShiftScale::D8 => Some(0.125),
                            ShiftScale::None => None,
                        };
                        if let Some(f) = factor {
                            let c = self.b().fconst(f);
                            v = self.b().binary(
                                Op::Fmul,
                                FloatFlags {
                                    ieee: true,
                                    ..flags
                                },
                                v,
                                c,
                            );
                        }
                        if dst.clamp {
                            v = self.b().unary(Op::Fsat, flags, v);
                        }
                    }
                    v
                }
            };
            self.write_component(dst, pos as u8, value)?;
        }
        Ok(())
    }

    /// Reads the swizzled component at `pos` without modifiers (raw 32-bit `i32`).
    fn read_raw(&mut self, src: &Src, pos: usize) -> Result<Value> {
        match src.swizzle[pos] {
            CompSel::Zero => Ok(self.iconst(0)),
            CompSel::One => Ok(self.iconst(ONE_F32)),
            sel => self.read_register(
                src.reg.ty,
                src.reg.num,
                &src.reg.indices,
                comp_index(sel).unwrap_or(0),
                src.span,
            ),
        }
    }

    /// Reads a double from positions x (low word) and y (high word); negate and abs act on
    /// the sign only (L613).
    fn read_double(&mut self, src: &Src) -> Result<Value> {
        let lo = self.read_raw(src, 0)?;
        let hi = self.read_raw(src, 1)?;
        let bits = self.b().int(Op::Iconcat, lo, hi);
        let mut v = self.b().bitcast(Type::F64, bits);
        if src.mods.abs {
            v = self.b().unary(Op::Fabs, FloatFlags::default(), v);
        }
        if src.mods.neg & 0b11 != 0 {
            v = self.b().unary(Op::Fneg, FloatFlags::default(), v);
        }
        Ok(v)
    }

    /// Writes a double to the first two written components (`.xy` or `.zw`, L3176-3206).
    fn write_double(&mut self, inst: &Instruction, v: Value) -> Result<()> {
        let Some(dst) = inst.dsts.first() else {
            return err(inst.span, "missing destination");
        };
        let bits = self.b().bitcast(Type::I64, v);
        let lo = self.b().unary(Op::Ilo, FloatFlags::default(), bits);
        let hi = self.b().unary(Op::Ihi, FloatFlags::default(), bits);
        let mut words = [lo, hi].into_iter();
        for pos in 0..4 {
            if dst.mask[pos] == DstComp::NoWrite {
                continue;
            }
            let Some(w) = words.next() else { break };
            self.write_component(dst, pos as u8, w)?;
        }
        Ok(())
    }

    /// Lowers the double-precision instructions; false when `inst` is not one.
    fn lower_double(&mut self, inst: &Instruction) -> Result<bool> {
        let srcs = inst.srcs.clone();
        let src = |i: usize| {
            srcs.get(i).ok_or_else(|| LowerError {
                span: inst.span,
                message: format!("missing source {i}"),
            })
        };
        let ieee = FloatFlags::IEEE;
        let binary = |op: Op| Some(op);
        let op = match inst.opcode {
            Il::DAdd => binary(Op::Fadd),
            Il::DMul => binary(Op::Fmul),
            Il::DDiv => binary(Op::Fdiv),
            Il::DMax => binary(Op::Fmax),
            Il::DMin => binary(Op::Fmin),
            Il::DMuladd
            | Il::DSqrt
            | Il::DRcp
            | Il::DMov
            | Il::Deq
            | Il::Dge
            | Il::Dlt
            | Il::Dne
            | Il::D2F
            | Il::F2D => None,
            _ => return Ok(false),
        };
        if let Some(op) = op {
            let a = self.read_double(src(0)?)?;
            let b = self.read_double(src(1)?)?;
            let r = self.b().binary(op, ieee, a, b);
            self.write_double(inst, r)?;
            return Ok(true);
        }
        match inst.opcode {
            Il::DMuladd => {
                let a = self.read_double(src(0)?)?;
                let b = self.read_double(src(1)?)?;
                let c = self.read_double(src(2)?)?;
                let r = self.b().ternary(Op::Ffma, ieee, a, b, c);
                self.write_double(inst, r)?;
            }
            Il::DSqrt | Il::DRcp | Il::DMov => {
                let a = self.read_double(src(0)?)?;
                let r = match inst.opcode {
                    Il::DSqrt => self.b().unary(Op::Fsqrt, ieee, a),
                    Il::DRcp => self.b().unary(
                        Op::Frcp,
                        FloatFlags {
                            zeroop: ZeroOp::Infinity,
                            ..ieee
                        },
                        a,
                    ),
                    _ => a,
                };
                self.write_double(inst, r)?;
            }
            Il::Deq | Il::Dge | Il::Dlt | Il::Dne => {
                let a = self.read_double(src(0)?)?;
                let b = self.read_double(src(1)?)?;
                let cc = match inst.opcode {
                    Il::Deq => FloatCC::Eq,
                    Il::Dge => FloatCC::Ge,
                    Il::Dlt => FloatCC::Lt,
                    _ => FloatCC::Ne,
                };
                let c = self.b().fcmp(cc, ieee, a, b);
                let m = self.b().unary(Op::Bmask, FloatFlags::default(), c);
                // One 32-bit result broadcast to every written component (L3057).
                self.write_dst(inst, Domain::Int, |_, _| Ok(m))?;
            }
            Il::D2F => {
                let a = self.read_double(src(0)?)?;
                let f = self.b().unary(Op::Fdemote, FloatFlags::default(), a);
                // Broadcast to all written components (L7302-7310).
                self.write_dst(inst, Domain::Float, |_, _| Ok(f))?;
            }
            _ => {
                let x = self.read_src(src(0)?, 0, Domain::Float)?;
                let d = self.b().unary(Op::Fpromote, FloatFlags::default(), x);
                self.write_double(inst, d)?;
            }
        }
        Ok(true)
    }

    /// Float instructions expanded into several IR operations; false when `inst` is not one.
    fn lower_float_macro(&mut self, inst: &Instruction) -> Result<bool> {
        let srcs = inst.srcs.clone();
        let need = |n: usize| -> Result<()> {
            if srcs.len() < n {
                err(
                    inst.span,
                    format!("`{}` needs {n} source operands", inst.opcode.mnemonic()),
                )
            } else {
                Ok(())
            }
        };
        let flags = Self::float_flags(inst, Op::Fmul);
        let d = Domain::Float;
        match inst.opcode {
            Il::Cmov => {
                // dst = src0 != 0.0 ? src1 : dst (false components keep dst, L7595-7602;
                // 2-input per the manual's format row).
                need(2)?;
                let Some(dst) = inst.dsts.first().cloned() else {
                    return err(inst.span, "missing destination");
                };
                if dst.reg.ty != RegType::Temp {
                    return err(inst.span, "`cmov` supports only `r#` destinations");
                }
                self.write_dst(inst, d, |s, pos| {
                    let c = s.read_src(&srcs[0], pos, d)?;
                    let a = s.read_src(&srcs[1], pos, d)?;
                    let cur = s.cur;
                    let old = s.ssa.use_var(
                        &mut s.func,
                        cur,
                        (VAR_TEMP, dst.reg.num.unwrap_or(0), pos as u8),
                    );
                    let old = s.as_f32(old);
                    let zero = s.b().fconst(0.0);
                    let t = s.b().fcmp(FloatCC::Ne, FloatFlags::IL, c, zero);
                    Ok(s.b().select(t, a, old))
                })?;
            }
            Il::Mod => {
                // v1 - v2 * trunc(v1 / v2), and v1 when v2 == 0 (L8577).
                need(2)?;
                self.write_dst(inst, d, |s, pos| {
                    let a = s.read_src(&srcs[0], pos, d)?;
                    let b = s.read_src(&srcs[1], pos, d)?;
                    let q = s.b().binary(Op::Fdiv, flags, a, b);
                    let t = s.b().unary(Op::Ftrunc, flags, q);
                    let m = s.b().binary(
                        Op::Fmul,
                        FloatFlags {
                            ieee: true,
                            ..flags
                        },
                        t,
                        b,
                    );
                    let r = s.b().binary(Op::Fsub, flags, a, m);
                    let zero = s.b().fconst(0.0);
                    let z = s.b().fcmp(FloatCC::Eq, FloatFlags::IL, b, zero);
                    Ok(s.b().select(z, a, r))
                })?;
            }
            Il::Sgn => {
                need(1)?;
                self.write_dst(inst, d, |s, pos| {
                    let x = s.read_src(&srcs[0], pos, d)?;
                    let zero = s.b().fconst(0.0);
                    let one = s.b().fconst(1.0);
                    let minus = s.b().fconst(-1.0);
                    let gt = s.b().fcmp(FloatCC::Gt, FloatFlags::IL, x, zero);
                    let lt = s.b().fcmp(FloatCC::Lt, FloatFlags::IL, x, zero);
                    let neg_or_zero = s.b().select(lt, minus, zero);
                    Ok(s.b().select(gt, one, neg_or_zero))
                })?;
            }
            Il::Lrp => {
                // src0 * src1 + (1 - src0) * src2.
                need(3)?;
                self.write_dst(inst, d, |s, pos| {
                    let t = s.read_src(&srcs[0], pos, d)?;
                    let a = s.read_src(&srcs[1], pos, d)?;
                    let b = s.read_src(&srcs[2], pos, d)?;
                    let one = s.b().fconst(1.0);
                    let inv = s.b().binary(Op::Fsub, flags, one, t);
                    let r = s.b().binary(Op::Fmul, flags, inv, b);
                    Ok(s.b().ternary(Op::Fmad, flags, t, a, r))
                })?;
            }
            Il::Pow => {
                // exp2(src1.w * log2(src0.w)), broadcast (L8761-8766).
                need(2)?;
                let a = self.read_src(&srcs[0], 3, d)?;
                let b = self.read_src(&srcs[1], 3, d)?;
                let l = self.b().unary(
                    Op::Flog2,
                    FloatFlags {
                        zeroop: ZeroOp::Infinity,
                        ..FloatFlags::IL
                    },
                    a,
                );
                let p = self.b().binary(Op::Fmul, FloatFlags::IL, b, l);
                let r = self.b().unary(Op::Fexp2, FloatFlags::IL, p);
                self.write_dst(inst, d, |_, _| Ok(r))?;
            }
            Il::Dp2add => {
                need(3)?;
                let mut sum = self.read_src(&srcs[2], 0, d)?;
                for pos in 0..2 {
                    let a = self.read_src(&srcs[0], pos, d)?;
                    let b = self.read_src(&srcs[1], pos, d)?;
                    sum = self.b().ternary(Op::Fmad, flags, a, b, sum);
                }
                self.write_dst(inst, d, |_, _| Ok(sum))?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Reads a 64-bit integer from positions x (low word) and y (high word).
    fn read_i64(&mut self, src: &Src) -> Result<Value> {
        let lo = self.read_src(src, 0, Domain::Int)?;
        let hi = self.read_src(src, 1, Domain::Int)?;
        Ok(self.b().int(Op::Iconcat, lo, hi))
    }

    /// 64-bit integer instructions (operands in `.xy`, results in the first two written
    /// components, L3230-3234, L6603-6680); false when `inst` is not one.
    fn lower_i64(&mut self, inst: &Instruction) -> Result<bool> {
        enum Kind {
            Bin(Op),
            Shift(Op),
            Cmp(IntCC),
            Neg,
        }
        let kind = match inst.opcode {
            Il::I64Add => Kind::Bin(Op::Iadd),
            Il::I64Sub => Kind::Bin(Op::Isub),
            Il::I64Mul => Kind::Bin(Op::Imul),
            Il::I64Div => Kind::Bin(Op::Sdiv),
            Il::I64Mod => Kind::Bin(Op::Srem),
            Il::U64Div => Kind::Bin(Op::Udiv),
            Il::U64Mod => Kind::Bin(Op::Urem),
            Il::I64Max => Kind::Bin(Op::Smax),
            Il::I64Min => Kind::Bin(Op::Smin),
            Il::U64Max => Kind::Bin(Op::Umax),
            Il::U64Min => Kind::Bin(Op::Umin),
            Il::I64Shl => Kind::Shift(Op::Ishl),
            Il::I64Shr => Kind::Shift(Op::Sshr),
            Il::U64Shr => Kind::Shift(Op::Ushr),
            Il::I64Eq => Kind::Cmp(IntCC::Eq),
            Il::I64Ne => Kind::Cmp(IntCC::Ne),
            Il::I64Ge => Kind::Cmp(IntCC::Sge),
            Il::I64Lt => Kind::Cmp(IntCC::Slt),
            Il::U64Ge => Kind::Cmp(IntCC::Uge),
            Il::U64Lt => Kind::Cmp(IntCC::Ult),
            Il::I64Negate => Kind::Neg,
            _ => return Ok(false),
        };
        let srcs = inst.srcs.clone();
        let src = |i: usize| {
            srcs.get(i).ok_or_else(|| LowerError {
                span: inst.span,
                message: format!("missing source {i}"),
            })
        };
        let a = self.read_i64(src(0)?)?;
        let result = match kind {
            Kind::Neg => self.b().unary(Op::Ineg, FloatFlags::default(), a),
            Kind::Bin(op) => {
                let b = self.read_i64(src(1)?)?;
                self.b().int(op, a, b)
            }
            Kind::Shift(op) => {
                // The count is the 32-bit `.x` of src1; the IR shift masks it to 6 bits (L3230).
                let count = self.read_src(src(1)?, 0, Domain::Int)?;
                let zero = self.iconst(0);
                let wide = self.b().int(Op::Iconcat, count, zero);
                self.b().int(op, a, wide)
            }
            Kind::Cmp(cc) => {
                let b = self.read_i64(src(1)?)?;
                let c = self.b().icmp(cc, a, b);
                let m = self.b().unary(Op::Bmask, FloatFlags::default(), c);
                self.write_dst(inst, Domain::Int, |_, _| Ok(m))?;
                return Ok(true);
            }
        };
        let f = self.b().bitcast(Type::F64, result);
        self.write_double(inst, f)?;
        Ok(true)
    }

    /// Miscellaneous instructions (`set`, `rnd`, `unpack*`, `sad`, `sadhi`, LDS vector
    /// accesses); false when `inst` is not one.
    fn lower_misc(&mut self, inst: &Instruction) -> Result<bool> {
        let srcs = inst.srcs.clone();
        let src = |i: usize| {
            srcs.get(i).ok_or_else(|| LowerError {
                span: inst.span,
                message: format!("missing source {i}"),
            })
        };
        match inst.opcode {
            Il::Set => {
                // 1.0 when `src0 relop src1`, else 0.0 (L8979-8982).
                let relop = inst.relop().ok_or_else(|| LowerError {
                    span: inst.span,
                    message: "missing `_relop`".into(),
                })?;
                let cc = float_cc(relop);
                let (a, b) = (src(0)?.clone(), src(1)?.clone());
                self.write_dst(inst, Domain::Float, |s, pos| {
                    let x = s.read_src(&a, pos, Domain::Float)?;
                    let y = s.read_src(&b, pos, Domain::Float)?;
                    let c = s.b().fcmp(cc, FloatFlags::IL, x, y);
                    let one = s.b().fconst(1.0);
                    let zero = s.b().fconst(0.0);
                    Ok(s.b().select(c, one, zero))
                })?;
            }
            Il::BitAlign | Il::ByteAlign => {
                // Low word of (src0:src1) >> n, n = src2 & 31 (bitalign) or 8 * (src2 & 3)
                // (bytealign) (L9662-9697).
                let (a, b, c) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                let bytes = inst.opcode == Il::ByteAlign;
                self.write_dst(inst, Domain::Int, |s, pos| {
                    let hi = s.read_src(&a, pos, Domain::Int)?;
                    let lo = s.read_src(&b, pos, Domain::Int)?;
                    let n = s.read_src(&c, pos, Domain::Int)?;
                    let (mask, scale) = if bytes { (3, 8) } else { (31, 1) };
                    let m = s.iconst(mask);
                    let n = s.b().int(Op::Band, n, m);
                    let k = s.iconst(scale);
                    let n = s.b().int(Op::Imul, n, k);
                    let zero = s.iconst(0);
                    let n64 = s.b().int(Op::Iconcat, n, zero);
                    let wide = s.b().int(Op::Iconcat, lo, hi);
                    let shifted = s.b().int(Op::Ushr, wide, n64);
                    Ok(s.b().unary(Op::Ilo, FloatFlags::default(), shifted))
                })?;
            }
            Il::Cmp => {
                // (src0 relop cmpval) ? src1 : src2 (L7631-7643).
                let relop = inst.relop().ok_or_else(|| LowerError {
                    span: inst.span,
                    message: "missing `_relop`".into(),
                })?;
                let cmpval = inst
                    .controls
                    .iter()
                    .find_map(|c| match c {
                        Control::CmpVal(v) => Some(*v),
                        _ => None,
                    })
                    .unwrap_or(amdil::CmpVal::Zero);
                let k = match cmpval {
                    amdil::CmpVal::Zero => 0.0,
                    amdil::CmpVal::Half => 0.5,
                    amdil::CmpVal::One => 1.0,
                    amdil::CmpVal::NegHalf => -0.5,
                    amdil::CmpVal::NegOne => -1.0,
                };
                let cc = float_cc(relop);
                let (a, b, c) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                self.write_dst(inst, Domain::Float, |s, pos| {
                    let x = s.read_src(&a, pos, Domain::Float)?;
                    let kv = s.b().fconst(k);
                    let t = s.b().fcmp(cc, FloatFlags::IL, x, kv);
                    let y = s.read_src(&b, pos, Domain::Float)?;
                    let z = s.read_src(&c, pos, Domain::Float)?;
                    Ok(s.b().select(t, y, z))
                })?;
            }
            Il::DFrac => {
                let a = self.read_double(src(0)?)?;
                let r = self.b().unary(Op::Ffract, FloatFlags::IEEE, a);
                self.write_double(inst, r)?;
            }
            Il::Rnd => {
                // floor(x + 0.5) (L8858).
                let a = src(0)?.clone();
                self.write_dst(inst, Domain::Float, |s, pos| {
                    let x = s.read_src(&a, pos, Domain::Float)?;
                    let half = s.b().fconst(0.5);
                    let y = s.b().binary(Op::Fadd, FloatFlags::IL, x, half);
                    Ok(s.b().unary(Op::Ffloor, FloatFlags::IL, y))
                })?;
            }
            Il::Unpack0 | Il::Unpack1 | Il::Unpack2 | Il::Unpack3 => {
                // Byte k of the word, converted to float (L3379, L9770-9796).
                let k = match inst.opcode {
                    Il::Unpack0 => 0,
                    Il::Unpack1 => 8,
                    Il::Unpack2 => 16,
                    _ => 24,
                };
                let a = src(0)?.clone();
                self.write_dst(inst, Domain::Int, |s, pos| {
                    let x = s.read_src(&a, pos, Domain::Int)?;
                    let off = s.iconst(k);
                    let width = s.iconst(8);
                    let byte = s
                        .b()
                        .ternary(Op::Ubfe, FloatFlags::default(), x, off, width);
                    Ok(s.b().unary(Op::Utof, FloatFlags::default(), byte))
                })?;
            }
            Il::Sad | Il::SadHi => {
                // Sum over the four bytes of |a_i - b_i|, plus src2 (`sadhi`: sum << 16) (L9724-9750).
                let (a, b, c) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                let hi = inst.opcode == Il::SadHi;
                self.write_dst(inst, Domain::Int, |s, pos| {
                    let x = s.read_src(&a, pos, Domain::Int)?;
                    let y = s.read_src(&b, pos, Domain::Int)?;
                    let mut sum = s.iconst(0);
                    let width = s.iconst(8);
                    for k in 0..4 {
                        let off = s.iconst(8 * k);
                        let xb = s
                            .b()
                            .ternary(Op::Ubfe, FloatFlags::default(), x, off, width);
                        let yb = s
                            .b()
                            .ternary(Op::Ubfe, FloatFlags::default(), y, off, width);
                        let hi_v = s.b().int(Op::Umax, xb, yb);
                        let lo_v = s.b().int(Op::Umin, xb, yb);
                        let d = s.b().int(Op::Isub, hi_v, lo_v);
                        sum = s.b().iadd(sum, d);
                    }
                    if hi {
                        let sixteen = s.iconst(16);
                        sum = s.b().int(Op::Ishl, sum, sixteen);
                    }
                    let z = s.read_src(&c, pos, Domain::Int)?;
                    Ok(s.b().iadd(sum, z))
                })?;
            }
            Il::LdsLoadVec | Il::LdsStoreVec => {
                // Four consecutive dwords at src0.x (raw bytes) or src0.x * stride + src1.x
                // (structured) (L10354-10368, L10915-10933).
                let id = Self::id(inst)?;
                let base = self.read_src(src(0)?, 0, Domain::Int)?;
                let base = match self.lds_stride.get(&id).copied() {
                    Some(stride) => {
                        let off = self.read_src(src(1)?, 0, Domain::Int)?;
                        let sv = self.iconst(stride);
                        self.b()
                            .ternary(Op::Imad, FloatFlags::default(), base, sv, off)
                    }
                    None => base,
                };
                let base = self.lds_address(id, base);
                if inst.opcode == Il::LdsLoadVec {
                    self.write_dst(inst, Domain::Int, |s, pos| {
                        let off = s.iconst(4 * pos as u32);
                        let addr = s.b().iadd(base, off);
                        Ok(s.b().load(AddressSpace::Lds, MemSize::Dword, addr))
                    })?;
                } else {
                    let data = src(2)?.clone();
                    let mask = inst.dsts.first().map_or([DstComp::Write; 4], |d| d.mask);
                    for (pos, m) in mask.iter().enumerate() {
                        if *m == DstComp::NoWrite {
                            continue;
                        }
                        let v = self.read_src(&data, pos, Domain::Int)?;
                        let off = self.iconst(4 * pos as u32);
                        let addr = self.b().iadd(base, off);
                        self.b().store(AddressSpace::Lds, MemSize::Dword, addr, v);
                    }
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn float_flags(inst: &Instruction, op: Op) -> FloatFlags {
        let mut flags = FloatFlags::IL;
        if inst.has(&Control::Ieee) {
            flags.ieee = true;
        }
        flags.zeroop = match inst.zeroop() {
            Some(amdil::ZeroOp::Zero) => ZeroOp::Zero,
            Some(amdil::ZeroOp::Infinity) | Some(amdil::ZeroOp::InfElseMax) => ZeroOp::Infinity,
            _ if op == Op::Flog2 && inst.opcode == Il::LogVec => ZeroOp::Infinity,
            _ => ZeroOp::FltMax,
        };
        flags
    }

    fn lower_alu(&mut self, inst: &Instruction, row: &alu::AluRow) -> Result<()> {
        let domain = row.domain;
        let srcs = inst.srcs.clone();
        let need = |n: usize| -> Result<()> {
            if srcs.len() < n {
                err(
                    inst.span,
                    format!("`{}` needs {n} source operands", inst.opcode.mnemonic()),
                )
            } else {
                Ok(())
            }
        };
        match row.recipe {
            Recipe::Mov => {
                need(1)?;
                self.write_dst(inst, domain, |s, pos| {
                    if srcs[0].mods.is_empty() {
                        let sel = srcs[0].swizzle[pos];
                        match sel {
                            CompSel::Zero => Ok(s.iconst(0)),
                            CompSel::One => Ok(s.iconst(ONE_F32)),
                            _ => s.read_register(
                                srcs[0].reg.ty,
                                srcs[0].reg.num,
                                &srcs[0].reg.indices,
                                comp_index(sel).unwrap_or(0),
                                srcs[0].span,
                            ),
                        }
                    } else {
                        s.read_src(&srcs[0], pos, Domain::Float)
                    }
                })
            }
            Recipe::Map(op) | Recipe::Permute(op, _) => {
                let order: Vec<usize> = match row.recipe {
                    Recipe::Permute(_, perm) => {
                        perm[..op.arity()].iter().map(|i| *i as usize).collect()
                    }
                    _ => (0..op.arity()).collect(),
                };
                need(op.arity())?;
                let flags = if op.uses_float_flags() {
                    Self::float_flags(inst, op)
                } else {
                    FloatFlags::default()
                };
                self.write_dst(inst, domain, |s, pos| {
                    let mut args = Vec::with_capacity(order.len());
                    for &i in &order {
                        args.push(s.read_src(&srcs[i], pos, domain)?);
                    }
                    Ok(s.apply(op, flags, &args))
                })
            }
            Recipe::Fcmp(cc) => {
                need(2)?;
                self.write_dst(inst, domain, |s, pos| {
                    let a = s.read_src(&srcs[0], pos, domain)?;
                    let b = s.read_src(&srcs[1], pos, domain)?;
                    let c = s.b().fcmp(cc, FloatFlags::IL, a, b);
                    Ok(s.b().unary(Op::Bmask, FloatFlags::default(), c))
                })
            }
            Recipe::Icmp(cc) => {
                need(2)?;
                self.write_dst(inst, domain, |s, pos| {
                    let a = s.read_src(&srcs[0], pos, domain)?;
                    let b = s.read_src(&srcs[1], pos, domain)?;
                    let c = s.b().icmp(cc, a, b);
                    Ok(s.b().unary(Op::Bmask, FloatFlags::default(), c))
                })
            }
            Recipe::ScalarW(op) => {
                need(1)?;
                let flags = Self::float_flags(inst, op);
                let a = self.read_src(&srcs[0], 3, domain)?;
                let r = self.apply(op, flags, &[a]);
                self.write_dst(inst, domain, |_, _| Ok(r))
            }
            Recipe::Dot(n) => {
                need(2)?;
                let flags = Self::float_flags(inst, Op::Fmul);
                let mut sum = None;
                for pos in 0..n as usize {
                    let a = self.read_src(&srcs[0], pos, domain)?;
                    let b = self.read_src(&srcs[1], pos, domain)?;
                    let p = self.b().binary(Op::Fmul, flags, a, b);
                    sum = Some(match sum {
                        None => p,
                        Some(s) => self.b().binary(Op::Fadd, flags, s, p),
                    });
                }
                let r = sum.unwrap_or_else(|| self.b().fconst(0.0));
                self.write_dst(inst, domain, |_, _| Ok(r))
            }
            Recipe::CmovLogical => {
                need(3)?;
                self.write_dst(inst, domain, |s, pos| {
                    let c = s.read_src(&srcs[0], pos, Domain::Int)?;
                    let a = s.read_src(&srcs[1], pos, Domain::Int)?;
                    let b = s.read_src(&srcs[2], pos, Domain::Int)?;
                    let zero = s.iconst(0);
                    let t = s.b().icmp(IntCC::Ne, c, zero);
                    Ok(s.b().select(t, a, b))
                })
            }
            Recipe::Clamp => {
                need(3)?;
                let flags = Self::float_flags(inst, Op::Fmax);
                self.write_dst(inst, domain, |s, pos| {
                    let x = s.read_src(&srcs[0], pos, domain)?;
                    let lo = s.read_src(&srcs[1], pos, domain)?;
                    let hi = s.read_src(&srcs[2], pos, domain)?;
                    let m = s.b().binary(Op::Fmax, flags, x, lo);
                    Ok(s.b().binary(Op::Fmin, flags, m, hi))
                })
            }
        }
    }

    fn apply(&mut self, op: Op, flags: FloatFlags, args: &[Value]) -> Value {
        let mut b = self.b();
        match args {
            [a] => b.unary(op, flags, *a),
            [a, c] => b.binary(op, flags, *a, *c),
            [a, c, d] => b.ternary(op, flags, *a, *c, *d),
            [a, c, d, e] => b.quaternary(op, [*a, *c, *d, *e]),
            _ => b.iconst(0),
        }
    }

    /// The `b1` condition of a flow-control instruction.
    fn condition(&mut self, inst: &Instruction, when_nonzero: bool) -> Result<Value> {
        let Some(src) = inst.srcs.first() else {
            return err(inst.span, "missing condition operand");
        };
        let v = self.read_src(src, 0, Domain::Int)?;
        let zero = self.iconst(0);
        let cc = if when_nonzero { IntCC::Ne } else { IntCC::Eq };
        Ok(self.b().icmp(cc, v, zero))
    }

    /// The float relop condition of `ifc`/`breakc`/`continuec` (first components).
    fn relop_condition(&mut self, inst: &Instruction) -> Result<Value> {
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

    fn innermost_loop(&self, span: Span) -> Result<(Block, Block)> {
        for f in self.frames.iter().rev() {
            if let Frame::Loop { header, exit } = f {
                return Ok((*header, *exit));
            }
        }
        err(span, "`continue` outside a loop")
    }

    fn break_target(&self, span: Span) -> Result<Block> {
        for f in self.frames.iter().rev() {
            match f {
                Frame::Loop { exit, .. } | Frame::Switch { exit, .. } => return Ok(*exit),
                Frame::If { .. } => {}
            }
        }
        err(span, "`break` outside a loop or switch")
    }

    /// Branches to `target` when `cond` holds, continuing in a new block otherwise.
    fn branch_if(&mut self, cond: Value, target: Block) {
        let next = self.new_block();
        self.brif(cond, target, next);
        self.ssa.seal(&mut self.func, next);
        self.cur = next;
    }

    fn ret(&mut self) {
        match self.call_stack.last() {
            Some(&(_, after, _)) => self.jump(after),
            None => {
                self.terminate(InstructionData::Return);
            }
        }
        self.start_dead_block();
    }

    fn call(&mut self, inst: &Instruction, label: u32) -> Result<()> {
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

    fn atomic(
        &mut self,
        inst: &Instruction,
        op: AtomicOp,
        space: AddressSpace,
        returns: bool,
        struct_stride: Option<u32>,
        id: u32,
    ) -> Result<()> {
        let first_src = 0;
        let srcs = inst.srcs.clone();
        let Some(addr_src) = srcs.get(first_src) else {
            return err(inst.span, "missing address");
        };
        let mut addr = self.address(addr_src, struct_stride)?;
        if space == AddressSpace::Lds {
            addr = self.lds_address(id, addr);
        }
        let mut args = vec![addr];
        let operand_srcs: Vec<usize> = match (op, inst.opcode) {
            (AtomicOp::CmpXchg, Il::LdsCmp | Il::LdsReadCmpXchg) => vec![2, 1],
            (AtomicOp::CmpXchg, _) => vec![1, 2],
            _ => vec![1],
        };
        for i in operand_srcs {
            let Some(s) = srcs.get(i) else {
                return err(inst.span, "missing atomic operand");
            };
            args.push(self.read_src(s, 0, Domain::Int)?);
        }
        let old = self.b().atomic(op, space, &args);
        if returns {
            self.write_dst(inst, Domain::Int, |_, _| Ok(old))?;
        }
        Ok(())
    }

    /// Byte address from `src.x` (raw) or `src.x * stride + src.y` (structured).
    fn address(&mut self, src: &Src, stride: Option<u32>) -> Result<Value> {
        let x = self.read_src(src, 0, Domain::Int)?;
        match stride {
            None => Ok(x),
            Some(s) => {
                let y = self.read_src(src, 1, Domain::Int)?;
                let sv = self.iconst(s);
                Ok(self.b().ternary(Op::Imad, FloatFlags::default(), x, sv, y))
            }
        }
    }

    /// Adds the byte offset of LDS `id` to a byte address within it.
    fn lds_address(&mut self, id: u32, addr: Value) -> Value {
        match self.lds_base.get(&id).copied() {
            Some(base) if base != 0 => {
                let b = self.iconst(base);
                self.b().iadd(addr, b)
            }
            _ => addr,
        }
    }

    fn id(inst: &Instruction) -> Result<u32> {
        inst.id().ok_or_else(|| LowerError {
            span: inst.span,
            message: "missing `_id(n)`".into(),
        })
    }

    /// Lowers instructions from `start` until the end of the function body or program.
    fn lower_range(&mut self, start: usize) -> Result<()> {
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
                Il::Func => return err(span, "`func` inside a function body"),
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
                | Il::DclRawSrv
                | Il::DclStructSrv => {}
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
                Il::Fence => {
                    let flags = FenceFlags {
                        threads: inst.fence(FenceFlag::Threads),
                        lds: inst.fence(FenceFlag::Lds),
                        memory: inst.fence(FenceFlag::Memory)
                            || inst.fence(FenceFlag::MemReadOnly)
                            || inst.fence(FenceFlag::MemWriteOnly),
                        gds: inst.fence(FenceFlag::Gds),
                    };
                    self.b().fence(flags);
                }
                Il::IFirstbit => {
                    let op = match inst.controls.iter().find_map(|c| match c {
                        Control::FirstBit(f) => Some(*f),
                        _ => None,
                    }) {
                        Some(FirstBit::Lo) => Op::FfbLo,
                        Some(FirstBit::Hi) => Op::FfbHi,
                        Some(FirstBit::Shi) => Op::FfbShi,
                        None => return err(span, "missing `ffb(lo|hi|shi)`"),
                    };
                    let row = alu::AluRow {
                        il: inst.opcode,
                        domain: Domain::Int,
                        recipe: Recipe::Map(op),
                    };
                    self.lower_alu(inst, &row)?;
                }
                Il::UavRawLoad | Il::UavStructLoad | Il::LdsLoad => {
                    let id = Self::id(inst)?;
                    let (space, stride) = match inst.opcode {
                        Il::UavRawLoad => (AddressSpace::Uav(id), None),
                        Il::UavStructLoad => (
                            AddressSpace::Uav(id),
                            Some(self.struct_stride.get(&id).copied().unwrap_or(0)),
                        ),
                        _ => (AddressSpace::Lds, self.lds_stride.get(&id).copied()),
                    };
                    let Some(src) = inst.srcs.first() else {
                        return err(span, "missing address");
                    };
                    let src = src.clone();
                    let mut base = self.address(&src, stride)?;
                    if space == AddressSpace::Lds {
                        base = self.lds_address(id, base);
                    }
                    let per_component = inst.opcode != Il::LdsLoad;
                    let mut scalar = None;
                    self.write_dst(inst, Domain::Int, |s, pos| {
                        if per_component {
                            // Raw/struct loads read four consecutive dwords (L11423-11439).
                            let off = s.iconst(4 * pos as u32);
                            let addr = s.b().iadd(base, off);
                            Ok(s.b().load(space, MemSize::Dword, addr))
                        } else {
                            // LDS_LOAD returns one dword (L10216-10230), written to every masked component.
                            Ok(*scalar
                                .get_or_insert_with(|| s.b().load(space, MemSize::Dword, base)))
                        }
                    })?;
                }
                Il::LdsLoadByte | Il::LdsLoadUbyte | Il::LdsLoadShort | Il::LdsLoadUshort => {
                    let size = match inst.opcode {
                        Il::LdsLoadByte => MemSize::I8,
                        Il::LdsLoadUbyte => MemSize::U8,
                        Il::LdsLoadShort => MemSize::I16,
                        _ => MemSize::U16,
                    };
                    let Some(src) = inst.srcs.first() else {
                        return err(span, "missing address");
                    };
                    let id = Self::id(inst)?;
                    let addr = self.read_src(&src.clone(), 0, Domain::Int)?;
                    let addr = self.lds_address(id, addr);
                    let v = self.b().load(AddressSpace::Lds, size, addr);
                    self.write_dst(inst, Domain::Int, |_, _| Ok(v))?;
                }
                Il::UavRawStore | Il::UavStructStore => {
                    let id = Self::id(inst)?;
                    let stride = (inst.opcode == Il::UavStructStore)
                        .then(|| self.struct_stride.get(&id).copied().unwrap_or(0));
                    let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                        return err(span, "needs address and value");
                    };
                    let (a, v) = (a.clone(), v.clone());
                    let base = self.address(&a, stride)?;
                    let mask = inst.dsts.first().map_or([DstComp::Write; 4], |d| d.mask);
                    for (pos, m) in mask.iter().enumerate() {
                        if *m == DstComp::NoWrite {
                            continue;
                        }
                        let value = self.read_src(&v, pos, Domain::Int)?;
                        let off = self.iconst(4 * pos as u32);
                        let addr = self.b().iadd(base, off);
                        self.b()
                            .store(AddressSpace::Uav(id), MemSize::Dword, addr, value);
                    }
                }
                Il::LdsStore | Il::LdsStoreByte | Il::LdsStoreShort => {
                    let id = Self::id(inst)?;
                    let size = match inst.opcode {
                        Il::LdsStoreByte => MemSize::U8,
                        Il::LdsStoreShort => MemSize::U16,
                        _ => MemSize::Dword,
                    };
                    let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                        return err(span, "needs address and value");
                    };
                    let (a, v) = (a.clone(), v.clone());
                    let stride = self.lds_stride.get(&id).copied();
                    let addr = self.address(&a, stride)?;
                    let addr = self.lds_address(id, addr);
                    let value = self.read_src(&v, 0, Domain::Int)?;
                    self.b().store(AddressSpace::Lds, size, addr, value);
                }
                Il::UavLoad => {
                    let id = Self::id(inst)?;
                    let Some(src) = inst.srcs.first() else {
                        return err(span, "missing address");
                    };
                    let addr = self.read_src(&src.clone(), 0, Domain::Int)?;
                    let v = self
                        .b()
                        .load(AddressSpace::TypedUav(id), MemSize::Dword, addr);
                    self.write_dst(inst, Domain::Int, |s, pos| {
                        Ok(if pos == 0 { v } else { s.iconst(0) })
                    })?;
                }
                Il::UavStore => {
                    let id = Self::id(inst)?;
                    let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                        return err(span, "needs address and value");
                    };
                    let (a, v) = (a.clone(), v.clone());
                    let addr = self.read_src(&a, 0, Domain::Int)?;
                    let value = self.read_src(&v, 0, Domain::Int)?;
                    self.b()
                        .store(AddressSpace::TypedUav(id), MemSize::Dword, addr, value);
                }
                op => {
                    if let Some((atomic, space_is_lds, returns)) = atomic_of(op) {
                        let id = Self::id(inst)?;
                        let (space, stride) = if space_is_lds {
                            (AddressSpace::Lds, self.lds_stride.get(&id).copied())
                        } else {
                            (AddressSpace::Uav(id), self.struct_stride.get(&id).copied())
                        };
                        self.atomic(inst, atomic, space, returns, stride, id)?;
                    } else if let Some(row) = alu::row(op) {
                        self.lower_alu(inst, row)?;
                    } else if !self.lower_double(inst)?
                        && !self.lower_float_macro(inst)?
                        && !self.lower_i64(inst)?
                        && !self.lower_misc(inst)?
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

/// Atomic opcodes: (operation, is LDS, returns the old value).
fn atomic_of(op: Il) -> Option<(AtomicOp, bool, bool)> {
    use AtomicOp as A;
    Some(match op {
        Il::UavAdd => (A::Add, false, false),
        Il::UavSub => (A::Sub, false, false),
        Il::UavRsub => (A::Rsub, false, false),
        Il::UavMin => (A::Smin, false, false),
        Il::UavMax => (A::Smax, false, false),
        Il::UavUmin => (A::Umin, false, false),
        Il::UavUmax => (A::Umax, false, false),
        Il::UavAnd => (A::And, false, false),
        Il::UavOr => (A::Or, false, false),
        Il::UavXor => (A::Xor, false, false),
        Il::UavUinc => (A::Uinc, false, false),
        Il::UavUdec => (A::Udec, false, false),
        Il::UavReadAdd => (A::Add, false, true),
        Il::UavReadSub => (A::Sub, false, true),
        Il::UavReadRsub => (A::Rsub, false, true),
        Il::UavReadMin => (A::Smin, false, true),
        Il::UavReadMax => (A::Smax, false, true),
        Il::UavReadUmin => (A::Umin, false, true),
        Il::UavReadUmax => (A::Umax, false, true),
        Il::UavReadAnd => (A::And, false, true),
        Il::UavReadOr => (A::Or, false, true),
        Il::UavReadXor => (A::Xor, false, true),
        Il::UavReadXchg => (A::Xchg, false, true),
        Il::UavReadCmpXchg => (A::CmpXchg, false, true),
        Il::UavReadUinc => (A::Uinc, false, true),
        Il::UavReadUdec => (A::Udec, false, true),
        Il::LdsAdd => (A::Add, true, false),
        Il::LdsSub => (A::Sub, true, false),
        Il::LdsRsub => (A::Rsub, true, false),
        Il::LdsMin => (A::Smin, true, false),
        Il::LdsMax => (A::Smax, true, false),
        Il::LdsUmin => (A::Umin, true, false),
        Il::LdsUmax => (A::Umax, true, false),
        Il::LdsAnd => (A::And, true, false),
        Il::LdsOr => (A::Or, true, false),
        Il::LdsXor => (A::Xor, true, false),
        Il::LdsCmp => (A::CmpXchg, true, false),
        Il::LdsReadAdd => (A::Add, true, true),
        Il::LdsReadSub => (A::Sub, true, true),
        Il::LdsReadRsub => (A::Rsub, true, true),
        Il::LdsReadMin => (A::Smin, true, true),
        Il::LdsReadMax => (A::Smax, true, true),
        Il::LdsReadUmin => (A::Umin, true, true),
        Il::LdsReadUmax => (A::Umax, true, true),
        Il::LdsReadAnd => (A::And, true, true),
        Il::LdsReadOr => (A::Or, true, true),
        Il::LdsReadXor => (A::Xor, true, true),
        Il::LdsReadXchg => (A::Xchg, true, true),
        Il::LdsReadCmpXchg => (A::CmpXchg, true, true),
        Il::UavCmp => (A::CmpXchg, false, false),
        Il::LdsInc => (A::Uinc, true, false),
        Il::LdsDec => (A::Udec, true, false),
        Il::LdsReadInc => (A::Uinc, true, true),
        Il::LdsReadDec => (A::Udec, true, true),
        _ => return None,
    })
}

fn float_cc(relop: RelOp) -> FloatCC {
    match relop {
        RelOp::Eq => FloatCC::Eq,
        RelOp::Ne => FloatCC::Ne,
        RelOp::Gt => FloatCC::Gt,
        RelOp::Ge => FloatCC::Ge,
        RelOp::Lt => FloatCC::Lt,
        RelOp::Le => FloatCC::Le,
    }
}

fn comp_index(sel: CompSel) -> Option<u8> {
    match sel {
        CompSel::X => Some(0),
        CompSel::Y => Some(1),
        CompSel::Z => Some(2),
        CompSel::W => Some(3),
        _ => None,
    }
}

/// Lowers a whole program (main body with subroutines inlined) to one function.
pub fn lower(program: &Program) -> Result<Function> {
    let mut func = Function::new("main");
    let entry = func.make_block();
    let mut lowerer = Lowerer {
        program,
        func,
        srcloc: SourceLoc::default(),
        ssa: SsaBuilder::default(),
        cur: entry,
        frames: Vec::new(),
        literals: HashMap::new(),
        private_of: HashMap::new(),
        struct_stride: HashMap::new(),
        lds_stride: HashMap::new(),
        lds_base: HashMap::new(),
        functions: HashMap::new(),
        call_stack: Vec::new(),
    };
    lowerer.ssa.seal(&mut lowerer.func, entry);
    // Declarations and function bodies.
    let mut lds_bytes = 0u32;
    for (i, inst) in program.instructions.iter().enumerate() {
        match inst.opcode {
            Il::DclLiteral => {
                if let (Some(src), [a, b, c, d]) = (inst.srcs.first(), inst.extra.as_slice()) {
                    lowerer
                        .literals
                        .insert(src.reg.num.unwrap_or(0), [*a, *b, *c, *d]);
                }
            }
            Il::DclIndexedTempArray => {
                let Some(src) = inst.srcs.first() else {
                    continue;
                };
                let n = src.reg.num.unwrap_or(0);
                let size = src
                    .reg
                    .indices
                    .first()
                    .map_or(0, |i| i.offset.max(0) as u32);
                let id = lowerer.func.private_arrays.len() as u32;
                lowerer.func.private_arrays.push(size.saturating_mul(4));
                lowerer.private_of.insert(n, id);
            }
            Il::DclStructUav => {
                if let (Some(id), Some(&stride)) = (inst.id(), inst.extra.first()) {
                    lowerer.struct_stride.insert(id, stride);
                }
            }
            Il::DclLds => {
                if let Some(id) = inst.id() {
                    lowerer.lds_base.insert(id, lds_bytes);
                }
                lds_bytes = lds_bytes.saturating_add(inst.extra.first().copied().unwrap_or(0));
            }
            Il::DclStructLds => {
                if let (Some(id), [stride, count]) = (inst.id(), inst.extra.as_slice()) {
                    lowerer.lds_stride.insert(id, *stride);
                    lowerer.lds_base.insert(id, lds_bytes);
                    lds_bytes = lds_bytes.saturating_add(stride.saturating_mul(*count));
                }
            }
            Il::DclConstBuffer
                if !inst.extra.is_empty()
                    && inst
                        .srcs
                        .first()
                        .is_some_and(|s| s.reg.ty == RegType::ImmedConstBuff) =>
            {
                lowerer.func.icb = inst.extra.to_vec();
            }
            Il::Func => {
                if let Some(&label) = inst.extra.first() {
                    lowerer.functions.insert(label, i + 1);
                }
            }
            _ => {}
        }
    }
    lowerer.func.lds_bytes = lds_bytes;
    lowerer.lower_range(0)?;
    if let Some(frame) = lowerer.frames.first() {
        let what = match frame {
            Frame::If { .. } => "if-block",
            Frame::Loop { .. } => "loop",
            Frame::Switch { .. } => "switch",
        };
        return err(program.span, format!("unclosed {what}"));
    }
    // Blocks started after a jump that nothing reaches end here; simplify-cfg removes them.
    let mut func = lowerer.func;
    for block in func.layout.clone() {
        if func.terminator(block).is_none() {
            func.append_inst(block, InstructionData::Return);
        }
    }
    Ok(func)
}
