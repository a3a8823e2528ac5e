//! Reading and writing IL operands: register components, swizzles, source modifiers,
//! relative indices, destination masks, shift-scale and `_sat`, and register pairs for
//! doubles and 64-bit integers.

use super::*;

impl Lowerer<'_> {
    /// Reads one index expression (`[r1.x + 3]` or `[3]`).
    pub(super) fn index(&mut self, index: &amdil::Index, span: Span) -> Result<Value> {
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
    pub(super) fn slot_address(&mut self, index: Value, comp: u8) -> Value {
        let four = self.iconst(4);
        let scaled = self.b().int(Op::Imul, index, four);
        if comp == 0 {
            return scaled;
        }
        let c = self.iconst(comp as u32);
        self.b().iadd(scaled, c)
    }

    /// Reads component `comp` (0..4) of a register, before modifiers.
    pub(super) fn read_register(
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
        if let Some(v) = self.read_stage_register(ty, n, comp, span)? {
            return Ok(v);
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
                Ok(self
                    .ssa
                    .use_var(&mut self.func, cur, (VAR_TEMP, n, comp as u32)))
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
    pub(super) fn read_src(&mut self, src: &Src, pos: usize, domain: Domain) -> Result<Value> {
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
                let mut v = self.arith_mods(raw, &m);
                let by = match m.divcomp {
                    None | Some(amdil::DivComp::None) => None,
                    Some(amdil::DivComp::Y) => Some(1),
                    Some(amdil::DivComp::Z) => Some(2),
                    Some(amdil::DivComp::W) => Some(3),
                    Some(_) => return err(span, "unsupported: `_divcomp(unknown)`"),
                };
                if let Some(by) = by.filter(|&by| pos < by) {
                    // x (, y (, z)) divided by the component at `by`, both after the
                    // arithmetic modifiers; a zero divisor gives FLT_MAX with the sign of the
                    // dividend (L2396-2407).
                    let d = match src.swizzle[by] {
                        CompSel::Zero => self.iconst(0),
                        CompSel::One => self.iconst(ONE_F32),
                        sel => {
                            let comp = comp_index(sel).unwrap_or(0);
                            self.read_register(
                                src.reg.ty,
                                src.reg.num,
                                &src.reg.indices,
                                comp,
                                span,
                            )?
                        }
                    };
                    let d = self.arith_mods(d, &m);
                    let plain = FloatFlags {
                        ieee: true,
                        ..FloatFlags::default()
                    };
                    let q = self.b().binary(Op::Fdiv, plain, v, d);
                    let zero = self.b().fconst(0.0);
                    let d_zero = self.b().fcmp(FloatCC::Eq, plain, d, zero);
                    let bits = self.b().bitcast(Type::I32, v);
                    let izero = self.iconst(0);
                    let negative = self.b().icmp(IntCC::Slt, bits, izero);
                    let max = self.b().fconst(f32::MAX);
                    let min = self.b().fconst(-f32::MAX);
                    let big = self.b().select(negative, min, max);
                    v = self.b().select(d_zero, big, q);
                }
                let flags = FloatFlags::IL;
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

    /// The arithmetic source modifiers in the manual's order (L618-633): invert, bias, x2,
    /// sign; on the raw float, without flushing (as the interpreter).
    fn arith_mods(&mut self, raw: Value, m: &amdil::SrcMods) -> Value {
        let mut v = self.as_f32(raw);
        let plain = FloatFlags {
            ieee: true,
            ..FloatFlags::default()
        };
        if m.invert {
            let one = self.b().fconst(1.0);
            v = self.b().binary(Op::Fsub, plain, one, v);
        }
        if m.bias {
            let half = self.b().fconst(0.5);
            v = self.b().binary(Op::Fsub, plain, v, half);
        }
        if m.x2 {
            v = self.b().binary(Op::Fadd, plain, v, v);
        }
        if m.sign {
            // 1.0 when positive, -1.0 when negative, else 0.0 (zeros and NaN).
            let zero = self.b().fconst(0.0);
            let one = self.b().fconst(1.0);
            let minus_one = self.b().fconst(-1.0);
            let gt = self.b().fcmp(FloatCC::Gt, plain, v, zero);
            let lt = self.b().fcmp(FloatCC::Lt, plain, v, zero);
            let low = self.b().select(lt, minus_one, zero);
            v = self.b().select(gt, one, low);
        }
        v
    }

    /// Writes `value` (any 32-bit type) to destination component `comp`.
    pub(super) fn write_component(&mut self, dst: &Dst, comp: u8, value: Value) -> Result<()> {
        let value = self.as_i32(value);
        let span = dst.span;
        let n = dst.reg.num.unwrap_or(0);
        match dst.reg.ty {
            RegType::Temp => {
                if !dst.reg.indices.is_empty() {
                    return err(span, "temporary registers cannot be indexed");
                }
                let cur = self.cur;
                self.ssa.def_var(cur, (VAR_TEMP, n, comp as u32), value);
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
            RegType::Output => {
                self.write_output(n, comp, value);
                Ok(())
            }
            other => err(span, format!("cannot write register type {other:?}")),
        }
    }

    /// Applies shift-scale and `_sat` (float results) then writes every masked component;
    /// `compute(self, pos)` yields the value for component `pos`.
    pub(super) fn write_dst(
        &mut self,
        inst: &Instruction,
        domain: Domain,
        mut compute: impl FnMut(&mut Self, usize) -> Result<Value>,
    ) -> Result<()> {
        let Some(dst) = inst.dsts.first() else {
            return err(inst.span, "missing destination");
        };
        let flags = FloatFlags::IL;
        // Every component is computed before any is written: a source may read the
        // destination register (`imin r3, l0, r3.yyzx` reads the old r3.x for w).
        let mut values = Vec::with_capacity(4);
        for pos in 0..4 {
            let value = match dst.mask[pos] {
                DstComp::NoWrite => continue,
                DstComp::Zero => self.iconst(0),
                DstComp::One => self.iconst(ONE_F32),
                DstComp::Write => {
                    let mut v = compute(self, pos)?;
                    // As the interpreter: the modifiers act on the result as a float when the
                    // instruction is a float operation (moves included, whose bits are then
                    // read as a float) and are ignored for integer operations (L636 makes
                    // them invalid there; `utof_d2` is an integer-source operation).
                    if (dst.shift != ShiftScale::None || dst.clamp) && domain == Domain::Float {
                        if self.func.value_type(v) != Type::F32 {
                            v = self.b().bitcast(Type::F32, v);
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
            values.push((pos as u8, value));
        }
        for (pos, value) in values {
            self.write_component(dst, pos, value)?;
        }
        Ok(())
    }

    /// Reads the swizzled component at `pos` without modifiers (raw 32-bit `i32`).
    pub(super) fn read_raw(&mut self, src: &Src, pos: usize) -> Result<Value> {
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
    pub(super) fn read_double(&mut self, src: &Src) -> Result<Value> {
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

    /// Writes a double as `(lo, hi, lo, hi)` by component under the mask (`.xy` or `.zw`,
    /// L3176-3206).
    pub(super) fn write_double(&mut self, inst: &Instruction, v: Value) -> Result<()> {
        let bits = self.b().bitcast(Type::I64, v);
        let lo = self.b().unary(Op::Ilo, FloatFlags::default(), bits);
        let hi = self.b().unary(Op::Ihi, FloatFlags::default(), bits);
        // The pair is (lo, hi, lo, hi) by component, so `.xy` and `.zw` both get (lo, hi).
        self.write_dst(inst, Domain::Int, |_, pos| {
            Ok(if pos % 2 == 0 { lo } else { hi })
        })
    }

    /// Reads a 64-bit integer from positions x (low word) and y (high word).
    pub(super) fn read_i64(&mut self, src: &Src) -> Result<Value> {
        let lo = self.read_src(src, 0, Domain::Int)?;
        let hi = self.read_src(src, 1, Domain::Int)?;
        Ok(self.b().int(Op::Iconcat, lo, hi))
    }
}

pub(super) fn comp_index(sel: CompSel) -> Option<u8> {
    match sel {
        CompSel::X => Some(0),
        CompSel::Y => Some(1),
        CompSel::Z => Some(2),
        CompSel::W => Some(3),
        _ => None,
    }
}
