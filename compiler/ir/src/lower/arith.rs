//! Arithmetic lowering: the table-driven ALU opcodes ([`super::alu`]) plus the IL
//! instructions that expand into several IR operations (doubles, 64-bit integers, `mod`,
//! `cmov`, `cmp`, `set`, `sad`, bit alignment, ...).

use super::operands::comp_index;
use super::*;

impl Lowerer<'_> {
    /// Lowers the double-precision instructions; false when `inst` is not one.
    pub(super) fn lower_double(&mut self, inst: &Instruction) -> Result<bool> {
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
            | Il::DRsq
            | Il::DFrexp
            | Il::DLdexp
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
            let flags = if op == Op::Fdiv {
                // DDIV: "the correct IEEE result" (L9204), whatever `_zeroop` says.
                FloatFlags {
                    zeroop: ZeroOp::Ieee,
                    ..ieee
                }
            } else {
                ieee
            };
            let r = self.b().binary(op, flags, a, b);
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
            Il::DRsq => {
                // 1/sqrt(a); a zero (either sign) gives the zeroop value, positive (as the
                // interpreter; L9197). The IR's `frsq` gives -inf for -0 under `infinity`.
                let a = self.read_double(src(0)?)?;
                let flags = FloatFlags {
                    zeroop: Self::float_flags(inst, Op::Frsq).zeroop,
                    ..ieee
                };
                let mut r = self.b().unary(Op::Frsq, flags, a);
                if flags.zeroop == ZeroOp::Infinity {
                    let zero = self.b().constant(Type::F64, 0f64.to_bits());
                    let inf = self.b().constant(Type::F64, f64::INFINITY.to_bits());
                    let is_zero = self.b().fcmp(FloatCC::Eq, ieee, a, zero);
                    r = self.b().select(is_zero, inf, r);
                }
                self.write_double(inst, r)?;
            }
            Il::DFrexp => {
                // (0, exponent, mantissa) with a = mantissa * 2^exponent, mantissa in
                // [0.5, 1) with a's sign; zero, inf and NaN give (0, 0, a) (L9252, as the
                // interpreter). Denormals are scaled by 2^64 first. Built from the high word.
                let a = self.read_double(src(0)?)?;
                let d = FloatFlags::default();
                let bits = self.b().bitcast(Type::I64, a);
                let hi = self.b().unary(Op::Ihi, d, bits);
                let (c20, c7ff, zero) = (self.iconst(20), self.iconst(0x7ff), self.iconst(0));
                let field = self.b().int(Op::Ushr, hi, c20);
                let field = self.b().int(Op::Band, field, c7ff);
                let sub = self.b().icmp(IntCC::Eq, field, zero);
                let scale = self.b().constant(Type::F64, 2f64.powi(64).to_bits());
                let scaled = self.b().binary(Op::Fmul, ieee, a, scale);
                let x = self.b().select(sub, scaled, a);
                let xbits = self.b().bitcast(Type::I64, x);
                let xlo = self.b().unary(Op::Ilo, d, xbits);
                let xhi = self.b().unary(Op::Ihi, d, xbits);
                let xfield = self.b().int(Op::Ushr, xhi, c20);
                let xfield = self.b().int(Op::Band, xfield, c7ff);
                let bias = self.iconst(1022);
                let e = self.b().int(Op::Isub, xfield, bias);
                let minus64 = self.iconst((-64i32) as u32);
                let adj = self.b().select(sub, minus64, zero);
                let e = self.b().iadd(e, adj);
                let keep = self.iconst(!(0x7ffu32 << 20));
                let mhi = self.b().int(Op::Band, xhi, keep);
                let half = self.iconst(1022 << 20);
                let mhi = self.b().int(Op::Bor, mhi, half);
                let mant = self.b().int(Op::Iconcat, xlo, mhi);
                let mant = self.b().bitcast(Type::F64, mant);
                let dzero = self.b().constant(Type::F64, 0f64.to_bits());
                let is_zero = self.b().fcmp(FloatCC::Eq, ieee, a, dzero);
                let is_special = self.b().icmp(IntCC::Eq, field, c7ff);
                let m = self.b().select(is_special, a, mant);
                let m = self.b().select(is_zero, a, m);
                let e = self.b().select(is_special, zero, e);
                let e = self.b().select(is_zero, zero, e);
                let mbits = self.b().bitcast(Type::I64, m);
                let mlo = self.b().unary(Op::Ilo, d, mbits);
                let mhi = self.b().unary(Op::Ihi, d, mbits);
                self.write_dst(inst, Domain::Int, |s, pos| {
                    Ok(match pos {
                        0 => s.iconst(0),
                        1 => e,
                        2 => mlo,
                        _ => mhi,
                    })
                })?;
            }
            Il::DLdexp => {
                // a * 2^e, e = src1.x clamped to ±2200, scaled by 2^±1000 steps first so
                // that no power of two overflows (as the interpreter; L9230).
                let a = self.read_double(src(0)?)?;
                let mut e = self.read_src(src(1)?, 0, Domain::Int)?;
                let (lo, hi) = (self.iconst((-2200i32) as u32), self.iconst(2200));
                e = self.b().int(Op::Smax, e, lo);
                e = self.b().int(Op::Smin, e, hi);
                let mut r = a;
                let (thousand, minus_thousand) =
                    (self.iconst(1000), self.iconst((-1000i32) as u32));
                for (up, step) in [
                    (true, 1000i32),
                    (true, 1000),
                    (false, -1000),
                    (false, -1000),
                ] {
                    let far = if up {
                        self.b().icmp(IntCC::Sgt, e, thousand)
                    } else {
                        self.b().icmp(IntCC::Slt, e, minus_thousand)
                    };
                    let p = self.b().constant(Type::F64, 2f64.powi(step).to_bits());
                    let scaled = self.b().binary(Op::Fmul, ieee, r, p);
                    r = self.b().select(far, scaled, r);
                    let k = self.iconst(step as u32);
                    let rest = self.b().int(Op::Isub, e, k);
                    e = self.b().select(far, rest, e);
                }
                // 2^e for |e| <= 1000 is a normal double: exponent field e + 1023.
                let bias = self.iconst(1023);
                let field = self.b().iadd(e, bias);
                let c20 = self.iconst(20);
                let phi = self.b().int(Op::Ishl, field, c20);
                let zero = self.iconst(0);
                let pow = self.b().int(Op::Iconcat, zero, phi);
                let pow = self.b().bitcast(Type::F64, pow);
                let r = self.b().binary(Op::Fmul, ieee, r, pow);
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
    pub(super) fn lower_float_macro(&mut self, inst: &Instruction) -> Result<bool> {
        let srcs = inst.srcs.clone();
        let src = |i: usize| {
            srcs.get(i).ok_or_else(|| LowerError {
                span: inst.span,
                message: format!("missing source {i}"),
            })
        };
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
                        (VAR_TEMP, dst.reg.num.unwrap_or(0), pos as u32),
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
                    // x < 0 ? -1 : x == 0 ? 0 : 1 (L8994-9003; NaN gives 1.0).
                    let lt = s.b().fcmp(FloatCC::Lt, FloatFlags::IL, x, zero);
                    let eq = s.b().fcmp(FloatCC::Eq, FloatFlags::IL, x, zero);
                    let zero_or_one = s.b().select(eq, zero, one);
                    Ok(s.b().select(lt, minus, zero_or_one))
                })?;
            }
            Il::Lrp => {
                // src1 * src0 + src2 * (1 - src0), each step rounded, IEEE multiplies (L8379-8390).
                need(3)?;
                let ieee = FloatFlags {
                    ieee: true,
                    ..FloatFlags::IL
                };
                self.write_dst(inst, d, |s, pos| {
                    let t = s.read_src(&srcs[0], pos, d)?;
                    let a = s.read_src(&srcs[1], pos, d)?;
                    let b = s.read_src(&srcs[2], pos, d)?;
                    let one = s.b().fconst(1.0);
                    let inv = s.b().binary(Op::Fsub, ieee, one, t);
                    let at = s.b().binary(Op::Fmul, ieee, a, t);
                    let bi = s.b().binary(Op::Fmul, ieee, b, inv);
                    Ok(s.b().binary(Op::Fadd, ieee, at, bi))
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
                // (a.x*b.x + a.y*b.y) + c.x, each step rounded (L7813-7823).
                need(3)?;
                let mut products = Vec::with_capacity(2);
                for pos in 0..2 {
                    let a = self.read_src(&srcs[0], pos, d)?;
                    let b = self.read_src(&srcs[1], pos, d)?;
                    products.push(self.b().binary(Op::Fmul, flags, a, b));
                }
                let p = self.b().binary(Op::Fadd, flags, products[0], products[1]);
                let c = self.read_src(&srcs[2], 0, d)?;
                let sum = self.b().binary(Op::Fadd, flags, p, c);
                self.write_dst(inst, d, |_, _| Ok(sum))?;
            }
            Il::Crs | Il::Len | Il::Dist => {
                // CRS: cross product of xyz, w not produced (L7739-7750); LEN: length of xyz
                // (L8146-8156, the description's three components); DIST: length of the xyz
                // difference (L7772-7782). IEEE multiplies.
                let ieee = FloatFlags {
                    ieee: true,
                    ..FloatFlags::IL
                };
                let mut a = Vec::with_capacity(3);
                let mut b = Vec::with_capacity(3);
                for pos in 0..3 {
                    let x = self.read_src(src(0)?, pos, d)?;
                    match inst.opcode {
                        Il::Len => a.push(x),
                        Il::Dist => {
                            let y = self.read_src(src(1)?, pos, d)?;
                            a.push(self.b().binary(Op::Fsub, ieee, x, y));
                        }
                        _ => {
                            a.push(x);
                            b.push(self.read_src(src(1)?, pos, d)?);
                        }
                    }
                }
                if inst.opcode != Il::Crs {
                    let mut sum = self.b().fconst(0.0);
                    for &x in &a {
                        let sq = self.b().binary(Op::Fmul, ieee, x, x);
                        sum = self.b().binary(Op::Fadd, ieee, sum, sq);
                    }
                    let r = self.b().unary(Op::Fsqrt, ieee, sum);
                    self.write_dst(inst, d, |_, _| Ok(r))?;
                } else {
                    let mut out = Vec::with_capacity(3);
                    for (i, j) in [(1, 2), (2, 0), (0, 1)] {
                        let p = self.b().binary(Op::Fmul, ieee, a[i], b[j]);
                        let q = self.b().binary(Op::Fmul, ieee, a[j], b[i]);
                        out.push(self.b().binary(Op::Fsub, ieee, p, q));
                    }
                    self.write_dst(inst, d, |s, pos| {
                        Ok(out.get(pos).copied().unwrap_or_else(|| s.iconst(0)))
                    })?;
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// 64-bit integer instructions (operands in `.xy`, results in the first two written
    /// components, L3230-3234, L6603-6680); false when `inst` is not one.
    pub(super) fn lower_i64(&mut self, inst: &Instruction) -> Result<bool> {
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
    pub(super) fn lower_misc(&mut self, inst: &Instruction) -> Result<bool> {
        let srcs = inst.srcs.clone();
        let src = |i: usize| {
            srcs.get(i).ok_or_else(|| LowerError {
                span: inst.span,
                message: format!("missing source {i}"),
            })
        };
        match inst.opcode {
            Il::Sincos => {
                // (cos w, sin w) of the source's w (as the interpreter; L9010).
                let a = src(0)?.clone();
                let w = self.read_src(&a, 3, Domain::Float)?;
                let flags = FloatFlags::IL;
                let cos = self.b().unary(Op::Fcos, flags, w);
                let sin = self.b().unary(Op::Fsin, flags, w);
                // Only x and y are produced (L9030): z and w of the mask stay unchanged
                // (constant `0`/`1` mask entries are still written).
                let mut inst = inst.clone();
                if let Some(d) = inst.dsts.first_mut() {
                    for m in &mut d.mask[2..] {
                        if *m == DstComp::Write {
                            *m = DstComp::NoWrite;
                        }
                    }
                }
                self.write_dst(&inst, Domain::Float, |s, pos| {
                    Ok(match pos {
                        0 => cos,
                        1 => sin,
                        _ => s.iconst(0),
                    })
                })?;
            }
            Il::Expp => {
                // (2^floor(w), w - floor(w), 2^w, 1.0) of the source's w (L7935).
                let a = src(0)?.clone();
                let w = self.read_src(&a, 3, Domain::Float)?;
                let flags = FloatFlags::IL;
                let f = self.b().unary(Op::Ffloor, flags, w);
                let x = self.b().unary(Op::Fexp2, flags, f);
                let y = self.b().binary(Op::Fsub, flags, w, f);
                let z = self.b().unary(Op::Fexp2, flags, w);
                self.write_dst(inst, Domain::Float, |s, pos| {
                    Ok(match pos {
                        0 => x,
                        1 => y,
                        2 => z,
                        _ => s.iconst(ONE_F32),
                    })
                })?;
            }
            Il::Dst => {
                // (1.0, a.y * b.y, a.z, b.w), inputs and results flushed (L7889).
                let (a, b) = (src(0)?.clone(), src(1)?.clone());
                let flags = FloatFlags::IL;
                let ieee = FloatFlags {
                    ieee: true,
                    ..flags
                };
                let ay = self.read_src(&a, 1, Domain::Float)?;
                let by = self.read_src(&b, 1, Domain::Float)?;
                let y = self.b().binary(Op::Fmul, ieee, ay, by);
                let az = self.read_src(&a, 2, Domain::Float)?;
                let z = self.b().binary(Op::Fmax, flags, az, az);
                let bw = self.read_src(&b, 3, Domain::Float)?;
                let w = self.b().binary(Op::Fmax, flags, bw, bw);
                self.write_dst(inst, Domain::Float, |s, pos| {
                    Ok(match pos {
                        0 => s.iconst(ONE_F32),
                        1 => y,
                        2 => z,
                        _ => w,
                    })
                })?;
            }
            Il::Sad4 => {
                // src2.x + the sum over the four components and their bytes of |a - b|,
                // replicated (L9750).
                let (a, b, c) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                let mut sum = self.read_src(&c, 0, Domain::Int)?;
                let width = self.iconst(8);
                for pos in 0..4 {
                    let x = self.read_src(&a, pos, Domain::Int)?;
                    let y = self.read_src(&b, pos, Domain::Int)?;
                    for k in 0..4 {
                        let off = self.iconst(8 * k);
                        let xb = self
                            .b()
                            .ternary(Op::Ubfe, FloatFlags::default(), x, off, width);
                        let yb = self
                            .b()
                            .ternary(Op::Ubfe, FloatFlags::default(), y, off, width);
                        let hi = self.b().int(Op::Umax, xb, yb);
                        let lo = self.b().int(Op::Umin, xb, yb);
                        let d = self.b().int(Op::Isub, hi, lo);
                        sum = self.b().iadd(sum, d);
                    }
                }
                self.write_dst(inst, Domain::Int, |_, _| Ok(sum))?;
            }
            Il::DMovc => {
                // src0.x == 0 picks src1, otherwise src2 (as the interpreter).
                let (c, a, b) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                let cond = self.read_src(&c, 0, Domain::Int)?;
                let a = self.read_double(&a)?;
                let b = self.read_double(&b)?;
                let zero = self.iconst(0);
                let is_zero = self.b().icmp(IntCC::Eq, cond, zero);
                let v = self.b().select(is_zero, a, b);
                self.write_double(inst, v)?;
            }
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
            Il::IFirstbit => {
                let op = match inst.controls.iter().find_map(|c| match c {
                    Control::FirstBit(f) => Some(*f),
                    _ => None,
                }) {
                    Some(FirstBit::Lo) => Op::FfbLo,
                    Some(FirstBit::Hi) => Op::FfbHi,
                    Some(FirstBit::Shi) => Op::FfbShi,
                    None => return err(inst.span, "missing `ffb(lo|hi|shi)`"),
                };
                let row = alu::AluRow {
                    il: inst.opcode,
                    domain: Domain::Int,
                    recipe: Recipe::Map(op),
                };
                self.lower_alu(inst, &row)?;
            }
            Il::BitAlign | Il::ByteAlign => {
                // Low word of (src0:src1) >> n, n = src2 & 31 (bitalign) or 8 * (src2 & 3)
                // (bytealign) (L9662-9697).
                let (a, b, c) = (src(0)?.clone(), src(1)?.clone(), src(2)?.clone());
                let bytes = inst.opcode == Il::ByteAlign;
                // The result from the `.x` position is replicated to all four (L9671).
                self.write_dst(inst, Domain::Int, |s, _| {
                    let hi = s.read_src(&a, 0, Domain::Int)?;
                    let lo = s.read_src(&b, 0, Domain::Int)?;
                    let n = s.read_src(&c, 0, Domain::Int)?;
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
                // Computed from `.x` and replicated, as the other multimedia operations
                // (L9671) and the interpreter.
                self.write_dst(inst, Domain::Int, |s, _| {
                    let x = s.read_src(&a, 0, Domain::Int)?;
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

    pub(super) fn float_flags(inst: &Instruction, op: Op) -> FloatFlags {
        let mut flags = FloatFlags::IL;
        if inst.has(&Control::Ieee) {
            flags.ieee = true;
        }
        flags.zeroop = match inst.zeroop() {
            Some(amdil::ZeroOp::Zero) => ZeroOp::Zero,
            Some(amdil::ZeroOp::Infinity) | Some(amdil::ZeroOp::InfElseMax) => ZeroOp::Infinity,
            _ if op == Op::Flog2 && inst.opcode == Il::LogVec => ZeroOp::Infinity,
            // RSQ_VEC is the IEEE reciprocal square root (L8968): infinity at zero.
            _ if inst.opcode == Il::RsqVec => ZeroOp::Infinity,
            _ => ZeroOp::FltMax,
        };
        flags
    }

    pub(super) fn lower_alu(&mut self, inst: &Instruction, row: &alu::AluRow) -> Result<()> {
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
                let mut r = self.apply(op, flags, &[a]);
                if op == Op::Frsq && flags.zeroop == ZeroOp::Infinity {
                    // RSQ's `_zeroop(infinity)` gives +inf for -0 as well (L8940), where
                    // the IR's IEEE `frsq` gives -inf.
                    let zero = self.b().fconst(0.0);
                    let inf = self.b().fconst(f32::INFINITY);
                    let is_zero = self.b().fcmp(FloatCC::Eq, FloatFlags::IL, a, zero);
                    r = self.b().select(is_zero, inf, r);
                }
                self.write_dst(inst, domain, |_, _| Ok(r))
            }
            Recipe::Dot(n) => {
                need(2)?;
                let flags = Self::float_flags(inst, Op::Fmul);
                // Accumulated left to right from +0.0 as `product + sum`, every partial sum
                // rounded (as the IL interpreter; so an all-(-0) dot product is +0). The
                // product comes first so that multiply-add formation can fuse each step.
                let mut sum = self.b().fconst(0.0);
                for pos in 0..n as usize {
                    let a = self.read_src(&srcs[0], pos, domain)?;
                    let b = self.read_src(&srcs[1], pos, domain)?;
                    let p = self.b().binary(Op::Fmul, flags, a, b);
                    sum = self.b().binary(Op::Fadd, flags, p, sum);
                }
                let r = sum;
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
                // As the pseudocode (L7576-7590): `v = x; if v < lo {v = lo}; if v > hi {v = hi}`,
                // so a NaN stays NaN; `fmax v, v` only flushes a denormal result.
                let il = FloatFlags::IL;
                self.write_dst(inst, domain, |s, pos| {
                    let x = s.read_src(&srcs[0], pos, domain)?;
                    let lo = s.read_src(&srcs[1], pos, domain)?;
                    let hi = s.read_src(&srcs[2], pos, domain)?;
                    let below = s.b().fcmp(FloatCC::Lt, il, x, lo);
                    let v = s.b().select(below, lo, x);
                    let above = s.b().fcmp(FloatCC::Gt, il, v, hi);
                    let v = s.b().select(above, hi, v);
                    Ok(s.b().binary(Op::Fmax, il, v, v))
                })
            }
        }
    }

    pub(super) fn apply(&mut self, op: Op, flags: FloatFlags, args: &[Value]) -> Value {
        let mut b = self.b();
        match args {
            [a] => b.unary(op, flags, *a),
            [a, c] => b.binary(op, flags, *a, *c),
            [a, c, d] => b.ternary(op, flags, *a, *c, *d),
            [a, c, d, e] => b.quaternary(op, [*a, *c, *d, *e]),
            _ => b.iconst(0),
        }
    }
}

pub(super) fn float_cc(relop: RelOp) -> FloatCC {
    match relop {
        RelOp::Eq => FloatCC::Eq,
        RelOp::Ne => FloatCC::Ne,
        RelOp::Gt => FloatCC::Gt,
        RelOp::Ge => FloatCC::Ge,
        RelOp::Lt => FloatCC::Lt,
        RelOp::Le => FloatCC::Le,
    }
}
