//! Arithmetic: IL operations that map to one R600 ALU opcode, and the expansions of the
//! others (funnel shifts, IL min/max, bit counts, integer division, 24-bit multiplies).

use ilc_ir::{FloatFlags, InstructionData, Opcode, Value, ZeroOp};
use r600_isa::AluOp;

use super::Isel;
use crate::error::CodegenError;
use crate::funnel::{self, Amount, FunnelShift};
use crate::vcode::{VOp, VReg, VSrc};

/// A float constant operand.
fn lit_f(x: f32) -> VSrc {
    VSrc::Lit(x.to_bits())
}

impl Isel<'_> {
    /// The low word of the 64-bit pair `hi:lo` shifted right (see [`crate::funnel`]): for a
    /// count `s < 32`, `(lo >> s) | ((hi << 1) << (s ^ 31))` (the doubled shift keeps both
    /// counts within 0-31 and gives 0 for `s = 0`); for `32 ≤ s < 64`, `hi >> (s - 32)`.
    pub(super) fn funnel_shift(&mut self, shift: FunnelShift) -> Result<VReg, CodegenError> {
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
    pub(super) fn float_op(
        &mut self,
        op: AluOp,
        flags: FloatFlags,
        srcs: &[VSrc],
        extra_neg: u8,
    ) -> VReg {
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

    pub(super) fn unary(
        &mut self,
        opcode: Opcode,
        flags: FloatFlags,
        a: VSrc,
    ) -> Result<VReg, CodegenError> {
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
                ZeroOp::Infinity | ZeroOp::Ieee => AluOp::RecipIeee,
                ZeroOp::Zero => AluOp::RecipFf,
            }),
            Frsq => f(match flags.zeroop {
                ZeroOp::FltMax => AluOp::RecipsqrtClamped,
                ZeroOp::Infinity | ZeroOp::Ieee => AluOp::RecipsqrtIeee,
                ZeroOp::Zero => AluOp::RecipsqrtFf,
            }),
            Flog2 => match flags.zeroop {
                ZeroOp::FltMax => f(AluOp::LogClamped),
                ZeroOp::Infinity | ZeroOp::Ieee => f(AluOp::LogIeee),
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
    pub(super) fn legacy_mul(
        &mut self,
        ieee: AluOp,
        dx9: AluOp,
        flags: FloatFlags,
        srcs: &[VSrc],
    ) -> VReg {
        let op = if flags.ieee { ieee } else { dx9 };
        self.float_op(op, flags, srcs, 0)
    }

    /// IL min/max: a NaN operand gives the other (MIN/MAX_DX10 do that), and two zeros
    /// give +0 (max) unless both are -0, -0 (min) if either is: MIN/MAX_DX10 may return
    /// either zero, so when both operands are zeros the result is their bitwise and (max)
    /// or or (min), without the fraction bits of a denormal (flushed to zero). A literal
    /// operand that is not a zero after the flush makes the plain instruction exact.
    pub(super) fn il_minmax(&mut self, max: bool, flags: FloatFlags, a: VSrc, b: VSrc) -> VReg {
        let op = if max { AluOp::MaxDx10 } else { AluOp::MinDx10 };
        // Not a zero after the denormal flush: a non-zero exponent.
        let nonzero = |s: &VSrc| matches!(s, VSrc::Lit(x) if x & 0x7f80_0000 != 0);
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
        let signs = self.alu(bits, &[a, b]);
        // Zeros after the denormal flush: a denormal operand's fraction bits must not reach
        // the result, which is a zero of the combined sign.
        let zero = self.alu(AluOp::AndInt, &[VSrc::Reg(signs), VSrc::Lit(0x8000_0000)]);
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
    pub(super) fn minmax_through_select(
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
    pub(super) fn low_mask(&mut self, w: VSrc) -> VReg {
        let one = self.alu(AluOp::LshlInt, &[VSrc::Lit(1), w]);
        self.alu(AluOp::AddInt, &[VSrc::Reg(one), VSrc::Lit(u32::MAX)])
    }

    /// Population count by the usual 2/4/8-bit partial sums and a multiply.
    pub(super) fn popcnt(&mut self, a: VSrc) -> VReg {
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
    pub(super) fn ffb_hi(&mut self, a: VSrc) -> VReg {
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
    pub(super) fn bitrev(&mut self, a: VSrc) -> VReg {
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

    pub(super) fn shift_count(&mut self, b: VSrc) -> VSrc {
        match b {
            VSrc::Lit(c) => VSrc::Lit(c & 31),
            other => VSrc::Reg(self.alu(AluOp::AndInt, &[other, VSrc::Lit(31)])),
        }
    }

    pub(super) fn binary(
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
            Fdiv => self.fdiv(flags, a, b),
            other => return self.unsupported(format!("`{}`", other.name())),
        })
    }

    /// Float division `a / b` as `MUL_IEEE(a, RECIP_IEEE(b))` (the lowering of LLVM's r600
    /// backend; accuracy: docs/r600-backend.md "Division"), with the IL's `_zeroop` for a
    /// zero divisor (IL manual DIV): `b == ±0` (a denormal `b` is flushed to one) gives the
    /// zeroop value, negated when `a < 0` — `CMOVGT(-a, -f, f)` — chosen by a `CMOVE` on the
    /// divisor. Source modifiers are applied by moves first; `_sat` clamps the final select.
    pub(super) fn fdiv(&mut self, flags: FloatFlags, a: VSrc, b: VSrc) -> VReg {
        let mut srcs = [a, b];
        for (i, s) in srcs.iter_mut().enumerate() {
            let bit = 1u8 << i;
            if (flags.abs | flags.neg) & bit != 0 {
                let t = self.alu_mod(
                    AluOp::Mov,
                    &[*s],
                    (
                        u8::from(flags.abs & bit != 0),
                        u8::from(flags.neg & bit != 0),
                    ),
                );
                *s = VSrc::Reg(t);
            }
        }
        let [a, b] = srcs;
        let zero_value = match flags.zeroop {
            ZeroOp::FltMax => f32::MAX,
            ZeroOp::Infinity | ZeroOp::Ieee => f32::INFINITY,
            ZeroOp::Zero => 0.0,
        };
        let rcp = self.alu(AluOp::RecipIeee, &[b]);
        let quotient = self.alu(AluOp::MulIeee, &[a, VSrc::Reg(rcp)]);
        // -a > 0 (a < 0; NaN and -0 are not): -f, else f.
        let by_zero = self.alu_mod(
            AluOp::Cmovgt,
            &[a, lit_f(-zero_value), lit_f(zero_value)],
            (0, 1),
        );
        let dst = self.temp();
        let mut select = VOp::new(
            AluOp::Cmove,
            Some(dst),
            &[b, VSrc::Reg(by_zero), VSrc::Reg(quotient)],
        );
        select.clamp = flags.sat;
        self.push_alu(select);
        dst
    }

    /// Unsigned division or remainder of `a` by `b`; a `udiv` and a `urem` of the same
    /// operands in one block share the expansion of [`Isel::udivrem_pair`].
    pub(super) fn udivrem(&mut self, a: VSrc, b: VSrc, div: bool) -> VReg {
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
    pub(super) fn udivrem_pair(&mut self, a: VSrc, b: VSrc) -> (VReg, VReg) {
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

    pub(super) fn sext24(&mut self, a: VSrc) -> VSrc {
        let s = self.alu(AluOp::LshlInt, &[a, VSrc::Lit(8)]);
        VSrc::Reg(self.alu(AluOp::AshrInt, &[VSrc::Reg(s), VSrc::Lit(8)]))
    }

    pub(super) fn ternary(
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
}
