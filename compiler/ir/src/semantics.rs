//! Bit-exact semantics of the pure operations, shared by the evaluator and constant folding.
//!
//! Values are carried as `u64` bit patterns (low `ty.bits()` bits meaningful; `b1` is 0/1).
//! Float rules follow the IL manual: denormal flushing when `ftz` (L3055), the DX9
//! `0 * x = 0` multiply without `ieee` (L369-371), the min/max NaN and signed-zero rules
//! (L8454-8507), `zeroop` results for `rcp`/`rsq`/`log`/`div` (L3002-3012, L7791, L8271,
//! L8787, L8925) and saturation (L554). Where the manual leaves a result undefined, the choice
//! is documented on the opcode.

use crate::instructions::{AtomicOp, FloatCC, FloatFlags, IntCC, ZeroOp};
use crate::opcode::Opcode;
use crate::types::Type;

/// Errors of evaluating an operation on given bits (only type misuse; all values are defined).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SemanticsError(pub String);

/// The float operations needed by the semantics, implemented for `f32` and `f64`.
trait IlFloat: Copy + PartialOrd + std::ops::Neg<Output = Self> {
    const ZERO: Self;
    const ONE: Self;
    const MAX: Self;
    const INF: Self;
    fn from_u64(bits: u64) -> Self;
    fn to_u64(self) -> u64;
    fn is_nan(self) -> bool;
    fn is_subnormal(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn copysign(self, sign: Self) -> Self;
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
    fn mul_add(self, a: Self, b: Self) -> Self;
    fn sqrt(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn trunc(self) -> Self;
    fn rne(self) -> Self;
    fn exp2(self) -> Self;
    fn log2(self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn acos(self) -> Self;
    fn asin(self) -> Self;
    fn atan(self) -> Self;
    fn tan(self) -> Self;
    fn abs(self) -> Self;
}

macro_rules! il_float {
    ($t:ty, $bits:ty) => {
        impl IlFloat for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const MAX: Self = <$t>::MAX;
            const INF: Self = <$t>::INFINITY;
            fn from_u64(bits: u64) -> Self {
                <$t>::from_bits(bits as $bits)
            }
            fn to_u64(self) -> u64 {
                self.to_bits() as u64
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_subnormal(self) -> bool {
                <$t>::is_subnormal(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
            fn mul_add(self, a: Self, b: Self) -> Self {
                <$t>::mul_add(self, a, b)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            fn trunc(self) -> Self {
                <$t>::trunc(self)
            }
            fn rne(self) -> Self {
                <$t>::round_ties_even(self)
            }
            fn exp2(self) -> Self {
                <$t>::exp2(self)
            }
            fn log2(self) -> Self {
                <$t>::log2(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn acos(self) -> Self {
                <$t>::acos(self)
            }
            fn asin(self) -> Self {
                <$t>::asin(self)
            }
            fn atan(self) -> Self {
                <$t>::atan(self)
            }
            fn tan(self) -> Self {
                <$t>::tan(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
        }
    };
}
il_float!(f32, u32);
il_float!(f64, u64);

/// Applies the source modifiers of operand `i` (abs, then neg).
fn modify<F: IlFloat>(x: F, flags: FloatFlags, i: usize) -> F {
    let x = if flags.abs & (1 << i) != 0 {
        x.abs()
    } else {
        x
    };
    if flags.neg & (1 << i) != 0 {
        -x
    } else {
        x
    }
}

fn flush<F: IlFloat>(x: F, flags: FloatFlags) -> F {
    if flags.ftz && x.is_subnormal() {
        F::ZERO.copysign(x)
    } else {
        x
    }
}

fn zeroop_value<F: IlFloat>(zeroop: ZeroOp) -> F {
    match zeroop {
        ZeroOp::Zero => F::ZERO,
        ZeroOp::FltMax => F::MAX,
        ZeroOp::Infinity | ZeroOp::Ieee => F::INF,
    }
}

/// The IL multiply: with `ieee` an IEEE product; without it the DX9 rule (L369): a zero
/// factor (either sign) gives `+0` whatever the other factor, as the targets' legacy
/// multiplies do (R600 `MUL`, gfx9 `V_MUL_LEGACY_F32`).
fn il_mul<F: IlFloat>(a: F, b: F, flags: FloatFlags) -> F {
    if !flags.ieee && (a == F::ZERO || b == F::ZERO) {
        return F::ZERO;
    }
    a.mul(b)
}

/// IL min/max: a NaN operand yields the other operand; `min(±0, ∓0) = -0` and
/// `max(±0, ∓0) = +0` (L8456-8460, the same in both modes).
fn il_minmax<F: IlFloat>(a: F, b: F, want_max: bool) -> F {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == F::ZERO && b == F::ZERO {
        let neg = if want_max {
            a.is_sign_negative() && b.is_sign_negative()
        } else {
            a.is_sign_negative() || b.is_sign_negative()
        };
        return if neg { -F::ZERO } else { F::ZERO };
    }
    if want_max == (a >= b) {
        a
    } else {
        b
    }
}

/// Clamp to `[0, 1]`, NaN to +0 (L554); -0 is inside the range and stays -0, as the
/// interpreter's `clamp`.
fn saturate<F: IlFloat>(x: F) -> F {
    if x.is_nan() || x < F::ZERO {
        F::ZERO
    } else if x >= F::ONE {
        F::ONE
    } else {
        x
    }
}

fn float_op<F: IlFloat>(
    op: Opcode,
    flags: FloatFlags,
    args: &[u64],
) -> Result<u64, SemanticsError> {
    let arg = |i: usize| -> Result<F, SemanticsError> {
        args.get(i)
            .map(|bits| flush(modify(F::from_u64(*bits), flags, i), flags))
            .ok_or_else(|| SemanticsError(format!("{} is missing operand {i}", op.name())))
    };
    let a = arg(0)?;
    let r = match op {
        Opcode::Fneg => -a,
        Opcode::Fabs => a.abs(),
        Opcode::Fsat => saturate(a),
        Opcode::Frcp => {
            if a == F::ZERO {
                zeroop_value(flags.zeroop)
            } else {
                F::ONE.div(a)
            }
        }
        Opcode::Frsq => {
            if a == F::ZERO && flags.zeroop == ZeroOp::Infinity {
                // The IEEE result 1/sqrt(±0) = ±inf (RSQ_VEC, L8968); scalar RSQ's
                // `_zeroop(infinity)` gives +inf for both zeros, which lowering adds.
                F::INF.copysign(a)
            } else if a == F::ZERO {
                zeroop_value(flags.zeroop)
            } else {
                F::ONE.div(a.sqrt())
            }
        }
        Opcode::Fsqrt => a.sqrt(),
        Opcode::Fexp2 => a.exp2(),
        Opcode::Flog2 => {
            if a == F::ZERO {
                -zeroop_value::<F>(flags.zeroop)
            } else {
                a.log2()
            }
        }
        Opcode::Fsin => a.sin(),
        Opcode::Fcos => a.cos(),
        Opcode::Facos => a.acos(),
        Opcode::Fasin => a.asin(),
        Opcode::Fatan => a.atan(),
        Opcode::Ftan => a.tan(),
        Opcode::Ffloor => a.floor(),
        Opcode::Fceil => a.ceil(),
        Opcode::Ftrunc => a.trunc(),
        Opcode::Frne => a.rne(),
        // FRC's operation is `v - floor(v)` (L8062-8078); for tiny negative inputs that
        // rounds to 1.0 although the prose promises [0, 1) — the operation is followed.
        Opcode::Ffract => a.sub(a.floor()),
        Opcode::Fadd => a.add(arg(1)?),
        Opcode::Fsub => a.sub(arg(1)?),
        Opcode::Fmul => il_mul(a, arg(1)?, flags),
        Opcode::Fdiv => {
            let b = arg(1)?;
            if b == F::ZERO && flags.zeroop != ZeroOp::Ieee {
                let f: F = zeroop_value(flags.zeroop);
                if a < F::ZERO {
                    -f
                } else {
                    f
                }
            } else {
                a.div(b)
            }
        }
        Opcode::Fmin => il_minmax(a, arg(1)?, false),
        Opcode::Fmax => il_minmax(a, arg(1)?, true),
        Opcode::Fmad => {
            let product = flush(il_mul(a, arg(1)?, flags), flags);
            product.add(arg(2)?)
        }
        Opcode::Ffma => a.mul_add(arg(1)?, arg(2)?),
        _ => {
            return Err(SemanticsError(format!(
                "{} is not a float operation",
                op.name()
            )))
        }
    };
    let r = flush(r, flags);
    let r = if flags.sat { saturate(r) } else { r };
    Ok(r.to_u64())
}

/// Converts an `f32` to IEEE half bits, round to nearest even (F_2_F16, L7365).
pub fn f32_to_f16_bits(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let man = bits & 0x7f_ffff;
    if exp == 0xff {
        // Infinity or NaN (keep a quiet NaN).
        return sign
            | 0x7c00
            | if man != 0 {
                0x200 | (man >> 13) as u16
            } else {
                0
            };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        // Subnormal half: shift the full significand.
        let full = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = full >> shift;
        let rem = full & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        let round_up = rem > halfway || (rem == halfway && half & 1 == 1);
        return sign | (half + round_up as u32) as u16;
    }
    let half = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    let round_up = rem > 0x1000 || (rem == 0x1000 && half & 1 == 1);
    // A carry out of the significand correctly bumps the exponent (up to infinity).
    sign | (half + round_up as u32) as u16
}

/// Converts IEEE half bits to `f32` (exact, F16_2_F L7389).
pub fn f16_bits_to_f32(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = if exp == 0 {
        if man == 0 {
            sign
        } else {
            // Subnormal: value = man * 2^-24 (exact in f32).
            let magnitude = man as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -magnitude } else { magnitude };
        }
    } else if exp == 0x1f {
        sign | 0x7f80_0000 | (man << 13)
    } else {
        sign | ((exp + 127 - 15) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

fn bfe(value: u32, offset: u32, width: u32, signed: bool) -> u32 {
    let (w, o) = (width & 0x1f, offset & 0x1f);
    if w == 0 {
        return 0;
    }
    if w + o < 32 {
        let shifted = value << (32 - (w + o));
        if signed {
            ((shifted as i32) >> (32 - w)) as u32
        } else {
            shifted >> (32 - w)
        }
    } else if signed {
        ((value as i32) >> o) as u32
    } else {
        value >> o
    }
}

fn ffb_hi(x: u32) -> u32 {
    if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros()
    }
}

fn sext24(x: u32) -> i64 {
    (((x << 8) as i32) >> 8) as i64
}

fn int_op(op: Opcode, ty: Type, args: &[u64]) -> Result<u64, SemanticsError> {
    let get = |i: usize| -> Result<u64, SemanticsError> {
        args.get(i)
            .copied()
            .ok_or_else(|| SemanticsError(format!("{} is missing operand {i}", op.name())))
    };
    let a = get(0)?;
    let wide = ty == Type::I64;
    let bits = ty.bits().max(1) as u64;
    let signed = |v: u64| -> i64 {
        if wide {
            v as i64
        } else {
            v as u32 as i32 as i64
        }
    };
    let a32 = a as u32;
    let r: u64 = match op {
        Opcode::Copy => a,
        Opcode::Ineg => a.wrapping_neg(),
        Opcode::Bnot => !a,
        Opcode::Popcnt => a32.count_ones() as u64,
        Opcode::FfbLo => {
            if a32 == 0 {
                u32::MAX as u64
            } else {
                a32.trailing_zeros() as u64
            }
        }
        Opcode::FfbHi => ffb_hi(a32) as u64,
        Opcode::FfbShi => {
            let v = if (a32 as i32) < 0 { !a32 } else { a32 };
            ffb_hi(v) as u64
        }
        Opcode::Bitrev => a32.reverse_bits() as u64,
        Opcode::Bmask => {
            if a & 1 == 1 {
                u32::MAX as u64
            } else {
                0
            }
        }
        Opcode::Ilo => a & 0xffff_ffff,
        Opcode::Ihi => a >> 32,
        Opcode::Ftoi => (f32::from_bits(a32) as i32) as u32 as u64,
        Opcode::Ftou => (f32::from_bits(a32) as u32) as u64,
        Opcode::Itof => ((a32 as i32) as f32).to_bits() as u64,
        Opcode::Utof => (a32 as f32).to_bits() as u64,
        Opcode::Dtoi => (f64::from_bits(a) as i32) as u32 as u64,
        Opcode::Dtou => (f64::from_bits(a) as u32) as u64,
        Opcode::Itod => ((a32 as i32) as f64).to_bits(),
        Opcode::Utod => (a32 as f64).to_bits(),
        Opcode::Fpromote => (f32::from_bits(a32) as f64).to_bits(),
        Opcode::Fdemote => (f64::from_bits(a) as f32).to_bits() as u64,
        Opcode::F32ToF16 => f32_to_f16_bits(f32::from_bits(a32)) as u64,
        Opcode::F16ToF32 => f16_bits_to_f32(a32 as u16).to_bits() as u64,
        _ => {
            let b = get(1)?;
            let b32 = b as u32;
            match op {
                Opcode::Iadd => a.wrapping_add(b),
                Opcode::Isub => a.wrapping_sub(b),
                Opcode::Imul => a.wrapping_mul(b),
                Opcode::Smulhi => (((a32 as i32 as i64) * (b32 as i32 as i64)) >> 32) as u64,
                Opcode::Umulhi => (a32 as u64 * b32 as u64) >> 32,
                Opcode::Udiv => {
                    let (x, y) = (a & ty.mask(), b & ty.mask());
                    x.checked_div(y).unwrap_or(u64::MAX)
                }
                Opcode::Urem => {
                    let (x, y) = (a & ty.mask(), b & ty.mask());
                    x.checked_rem(y).unwrap_or(x)
                }
                Opcode::Sdiv => {
                    let (x, y) = (signed(a), signed(b));
                    if y == 0 {
                        u64::MAX
                    } else if wide {
                        x.wrapping_div(y) as u64
                    } else {
                        (x as i32).wrapping_div(y as i32) as u32 as u64
                    }
                }
                Opcode::Srem => {
                    let (x, y) = (signed(a), signed(b));
                    if y == 0 {
                        a
                    } else if wide {
                        x.wrapping_rem(y) as u64
                    } else {
                        (x as i32).wrapping_rem(y as i32) as u32 as u64
                    }
                }
                Opcode::Ishl => a << (b % bits),
                Opcode::Ushr => (a & ty.mask()) >> (b % bits),
                Opcode::Sshr => (signed(a) >> (b % bits)) as u64,
                Opcode::Band => a & b,
                Opcode::Bor => a | b,
                Opcode::Bxor => a ^ b,
                Opcode::Smin => signed(a).min(signed(b)) as u64,
                Opcode::Smax => signed(a).max(signed(b)) as u64,
                Opcode::Umin => (a & ty.mask()).min(b & ty.mask()),
                Opcode::Umax => (a & ty.mask()).max(b & ty.mask()),
                Opcode::Icarry => a32.overflowing_add(b32).1 as u64,
                Opcode::Iborrow => a32.overflowing_sub(b32).1 as u64,
                Opcode::Umul24 => {
                    ((a32 & 0xff_ffff) as u64 * (b32 & 0xff_ffff) as u64) & 0xffff_ffff
                }
                Opcode::Smul24 => (sext24(a32) * sext24(b32)) as u64 & 0xffff_ffff,
                Opcode::Umulhi24 => {
                    (((a32 & 0xff_ffff) as u64 * (b32 & 0xff_ffff) as u64) >> 32) & 0xffff
                }
                Opcode::Smulhi24 => ((sext24(a32) * sext24(b32)) >> 32) as u64,
                Opcode::Iconcat => (a & 0xffff_ffff) | (b << 32),
                _ => {
                    let c = get(2)?;
                    let c32 = c as u32;
                    match op {
                        Opcode::Imad => a.wrapping_mul(b).wrapping_add(c),
                        Opcode::Umad24 => (((a32 & 0xff_ffff) as u64 * (b32 & 0xff_ffff) as u64)
                            as u32)
                            .wrapping_add(c32) as u64,
                        Opcode::Smad24 => {
                            ((sext24(a32) * sext24(b32)) as u32).wrapping_add(c32) as u64
                        }
                        Opcode::Ubfe => bfe(a32, b32, c32, false) as u64,
                        Opcode::Sbfe => bfe(a32, b32, c32, true) as u64,
                        Opcode::Select => {
                            if a & 1 == 1 {
                                b
                            } else {
                                c
                            }
                        }
                        Opcode::Bfi => {
                            let d32 = get(3)? as u32;
                            // bfi base, insert, offset, width (UBIT_INSERT L7271-7274).
                            let (w, o) = (d32 & 0x1f, c32 & 0x1f);
                            let mask = ((1u32 << w) - 1) << o;
                            ((b32 << o) & mask | (a32 & !mask)) as u64
                        }
                        _ => {
                            return Err(SemanticsError(format!(
                                "{} is not an integer operation",
                                op.name()
                            )))
                        }
                    }
                }
            }
        }
    };
    Ok(r)
}

/// Evaluates a pure opcode on operand bits; `ty` is the result type.
pub fn eval_opcode(
    op: Opcode,
    flags: FloatFlags,
    ty: Type,
    args: &[u64],
) -> Result<u64, SemanticsError> {
    let bits = if op.uses_float_flags() {
        match ty {
            Type::F32 => float_op::<f32>(op, flags, args)?,
            Type::F64 => float_op::<f64>(op, flags, args)?,
            _ => return Err(SemanticsError(format!("{} on {ty}", op.name()))),
        }
    } else {
        int_op(op, ty, args)?
    };
    Ok(bits & ty.mask())
}

/// Evaluates an integer comparison of operands of type `ty`.
pub fn eval_icmp(cond: IntCC, ty: Type, a: u64, b: u64) -> bool {
    let (ua, ub) = (a & ty.mask(), b & ty.mask());
    let (sa, sb) = if ty == Type::I64 {
        (a as i64, b as i64)
    } else {
        (a as u32 as i32 as i64, b as u32 as i32 as i64)
    };
    match cond {
        IntCC::Eq => ua == ub,
        IntCC::Ne => ua != ub,
        IntCC::Slt => sa < sb,
        IntCC::Sge => sa >= sb,
        IntCC::Sgt => sa > sb,
        IntCC::Sle => sa <= sb,
        IntCC::Ult => ua < ub,
        IntCC::Uge => ua >= ub,
        IntCC::Ugt => ua > ub,
        IntCC::Ule => ua <= ub,
    }
}

/// Evaluates an ordered float comparison (NaN gives false, `+0 == -0`, L3055).
pub fn eval_fcmp(cond: FloatCC, flags: FloatFlags, ty: Type, a: u64, b: u64) -> bool {
    let (x, y) = if ty == Type::F64 {
        let x = flush(modify(f64::from_bits(a), flags, 0), flags);
        let y = flush(modify(f64::from_bits(b), flags, 1), flags);
        (x, y)
    } else {
        let x = flush(modify(f32::from_bits(a as u32), flags, 0), flags);
        let y = flush(modify(f32::from_bits(b as u32), flags, 1), flags);
        (x as f64, y as f64)
    };
    if x.is_nan() || y.is_nan() {
        return false;
    }
    match cond {
        FloatCC::Eq => x == y,
        FloatCC::Ne => x != y,
        FloatCC::Lt => x < y,
        FloatCC::Ge => x >= y,
        FloatCC::Gt => x > y,
        FloatCC::Le => x <= y,
    }
}

/// Computes the new memory word of an atomic from the old one.
pub fn eval_atomic(op: AtomicOp, old: u32, src: u32, cmp: u32) -> u32 {
    match op {
        AtomicOp::Add => old.wrapping_add(src),
        AtomicOp::Sub => old.wrapping_sub(src),
        AtomicOp::Rsub => src.wrapping_sub(old),
        AtomicOp::Smin => (old as i32).min(src as i32) as u32,
        AtomicOp::Smax => (old as i32).max(src as i32) as u32,
        AtomicOp::Umin => old.min(src),
        AtomicOp::Umax => old.max(src),
        AtomicOp::And => old & src,
        AtomicOp::Or => old | src,
        AtomicOp::Xor => old ^ src,
        AtomicOp::Xchg => src,
        AtomicOp::CmpXchg => {
            if old == cmp {
                src
            } else {
                old
            }
        }
        // `src` is the mask, the third operand the bits to set.
        AtomicOp::MskOr => (old & !src) | cmp,
        AtomicOp::Uinc => {
            if old >= src {
                0
            } else {
                old + 1
            }
        }
        AtomicOp::Udec => {
            if old == 0 || old > src {
                src
            } else {
                old - 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const IL: FloatFlags = FloatFlags::IL;

    fn f(op: Opcode, flags: FloatFlags, args: &[f32]) -> u32 {
        let bits: Vec<u64> = args.iter().map(|a| a.to_bits() as u64).collect();
        eval_opcode(op, flags, Type::F32, &bits).unwrap() as u32
    }

    fn i(op: Opcode, args: &[u32]) -> u32 {
        let bits: Vec<u64> = args.iter().map(|a| *a as u64).collect();
        eval_opcode(op, FloatFlags::default(), Type::I32, &bits).unwrap() as u32
    }

    #[test]
    fn legacy_multiply_zero_rule() {
        // DX9: 0 * anything = 0 (L369-371); IEEE: 0 * inf = NaN.
        assert_eq!(f(Opcode::Fmul, IL, &[0.0, f32::INFINITY]), 0);
        assert_eq!(f(Opcode::Fmul, IL, &[f32::NAN, 0.0]), 0);
        let ieee = FloatFlags { ieee: true, ..IL };
        assert!(f32::from_bits(f(Opcode::Fmul, ieee, &[0.0, f32::INFINITY])).is_nan());
        assert_eq!(
            f(Opcode::Fmad, IL, &[0.0, f32::INFINITY, 2.0]),
            2.0f32.to_bits()
        );
        assert_eq!(f(Opcode::Fmul, IL, &[2.0, 3.0]), 6.0f32.to_bits());
        // the DX9 zero is +0 whatever the signs; IEEE keeps the sign
        assert_eq!(f(Opcode::Fmul, IL, &[-0.0, 5.0]), 0);
        assert_eq!(f(Opcode::Fmul, IL, &[0.0, -5.0]), 0);
        assert_eq!(f(Opcode::Fmul, ieee, &[0.0, -5.0]), 0x8000_0000);
    }

    #[test]
    fn min_max_nan_and_zero_rules() {
        // L8456-8460: NaN yields the other operand; max(±0,∓0)=+0, min(±0,∓0)=-0.
        assert_eq!(f(Opcode::Fmax, IL, &[f32::NAN, 2.0]), 2.0f32.to_bits());
        assert_eq!(f(Opcode::Fmin, IL, &[3.0, f32::NAN]), 3.0f32.to_bits());
        assert_eq!(f(Opcode::Fmax, IL, &[-0.0, 0.0]), 0);
        assert_eq!(f(Opcode::Fmax, IL, &[0.0, -0.0]), 0);
        assert_eq!(f(Opcode::Fmin, IL, &[0.0, -0.0]), 0x8000_0000);
        assert_eq!(f(Opcode::Fmin, IL, &[-1.0, 1.0]), (-1.0f32).to_bits());
    }

    #[test]
    fn denormals_flush_only_with_ftz() {
        let tiny = f32::from_bits(1);
        assert_eq!(f(Opcode::Fadd, IL, &[tiny, 0.0]), 0);
        assert_eq!(f(Opcode::Fadd, FloatFlags::IEEE, &[tiny, 0.0]), 1);
        assert!(!eval_fcmp(FloatCC::Ne, IL, Type::F32, 1, 0x8000_0000));
        assert!(eval_fcmp(
            FloatCC::Ne,
            FloatFlags::IEEE,
            Type::F32,
            1,
            0x8000_0000
        ));
    }

    #[test]
    fn zeroop_results() {
        // RCP L8787-8810, DIV L7791 (sign of the dividend), LOG L8271-8290.
        assert_eq!(f(Opcode::Frcp, IL, &[0.0]), 0x7f7f_ffff);
        assert_eq!(
            f(
                Opcode::Frcp,
                FloatFlags {
                    zeroop: ZeroOp::Zero,
                    ..IL
                },
                &[0.0]
            ),
            0
        );
        assert_eq!(
            f(
                Opcode::Frsq,
                FloatFlags {
                    zeroop: ZeroOp::Infinity,
                    ..IL
                },
                &[-0.0]
            ),
            0xff80_0000
        );
        assert_eq!(f(Opcode::Fdiv, IL, &[-1.0, 0.0]), 0xff7f_ffff);
        assert_eq!(
            f(
                Opcode::Fdiv,
                FloatFlags {
                    zeroop: ZeroOp::Infinity,
                    ..IL
                },
                &[1.0, 0.0]
            ),
            0x7f80_0000
        );
        assert_eq!(f(Opcode::Flog2, IL, &[0.0]), 0xff7f_ffff);
        assert_eq!(f(Opcode::Frcp, IL, &[4.0]), 0.25f32.to_bits());
        // DDIV's IEEE result (L9204): no zero-operand rule at all.
        let ieee_div = FloatFlags {
            zeroop: ZeroOp::Ieee,
            ..IL
        };
        assert_eq!(f(Opcode::Fdiv, ieee_div, &[-1.0, 0.0]), 0xff80_0000);
        assert!(f32::from_bits(f(Opcode::Fdiv, ieee_div, &[0.0, 0.0])).is_nan());
        assert_eq!(f(Opcode::Fdiv, ieee_div, &[3.0, -0.0]), 0xff80_0000);
    }

    #[test]
    fn saturate_rounding_and_conversions() {
        let sat = FloatFlags { sat: true, ..IL };
        assert_eq!(f(Opcode::Fadd, sat, &[0.75, 0.5]), 1.0f32.to_bits());
        assert_eq!(f(Opcode::Fsat, IL, &[f32::NAN]), 0);
        assert_eq!(f(Opcode::Fsat, IL, &[-3.0]), 0);
        // FRC(-1.7) = -1.7 - floor(-1.7) (L8062-8078), computed in f32 by hand: 0.29999995.
        assert_eq!(f(Opcode::Ffract, IL, &[-1.7]), 0x3e99_9998);
        assert_eq!(f(Opcode::Ffract, IL, &[-1e-9]), 0x3f80_0000);
        assert_eq!(f(Opcode::Frne, IL, &[2.5]), 2.0f32.to_bits());
        assert_eq!(f(Opcode::Frne, IL, &[3.5]), 4.0f32.to_bits());
        assert_eq!(i(Opcode::Ftoi, &[(-1.7f32).to_bits()]), (-1i32) as u32);
        assert_eq!(i(Opcode::Ftou, &[3.9f32.to_bits()]), 3);
        assert_eq!(i(Opcode::Itof, &[(-2i32) as u32]), (-2.0f32).to_bits());
        assert_eq!(i(Opcode::Utof, &[0xffff_ffff]), 4294967296.0f32.to_bits());
    }

    #[test]
    fn half_conversions() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f32_to_f16_bits(65520.0), 0x7c00);
        assert_eq!(f32_to_f16_bits(5.960_464_5e-8), 0x0001);
        assert_eq!(f32_to_f16_bits(1.0 + 1.0 / 2048.0), 0x3c00); // tie to even
        assert_eq!(f32_to_f16_bits(1.0 + 3.0 / 2048.0), 0x3c02); // tie to even (up)
        assert_eq!(f16_bits_to_f32(0x0001), 5.960_464_5e-8);
        assert_eq!(f16_bits_to_f32(0x8001), -5.960_464_5e-8);
        assert_eq!(f16_bits_to_f32(0x3555), 0.333_251_95);
        assert!(f16_bits_to_f32(0x7e00).is_nan());
        assert_eq!(f16_bits_to_f32(0xfc00), f32::NEG_INFINITY);
    }

    #[test]
    fn integer_bit_operations() {
        // Shift counts are masked to 5 bits (L3228): 1 << 33 == 1 << 1.
        assert_eq!(i(Opcode::Ishl, &[1, 33]), 2);
        assert_eq!(i(Opcode::Sshr, &[0x8000_0000, 31]), 0xffff_ffff);
        assert_eq!(i(Opcode::Ushr, &[0x8000_0000, 63]), 1);
        // Bit-field extract (L7162-7184): value, offset, width.
        assert_eq!(i(Opcode::Ubfe, &[0x1234_5678, 4, 8]), 0x67);
        assert_eq!(i(Opcode::Sbfe, &[0x0000_00f0, 4, 4]), 0xffff_ffff);
        assert_eq!(i(Opcode::Ubfe, &[0xf000_0000, 28, 8]), 0xf);
        assert_eq!(i(Opcode::Ubfe, &[0x1234_5678, 4, 0]), 0);
        // Insert (L7271-7274): base, insert, offset, width.
        assert_eq!(i(Opcode::Bfi, &[0xffff_ffff, 0, 4, 8]), 0xffff_f00f);
        // Reverse: the manual's example (L7287) with its missing digit restored.
        assert_eq!(i(Opcode::Bitrev, &[0x1234_5678]), 0x1e6a_2c48);
        assert_eq!(i(Opcode::FfbLo, &[8]), 3);
        assert_eq!(i(Opcode::FfbLo, &[0]), u32::MAX);
        assert_eq!(i(Opcode::FfbHi, &[1]), 31);
        assert_eq!(i(Opcode::FfbShi, &[0xf000_0000]), 4);
        assert_eq!(i(Opcode::FfbShi, &[u32::MAX]), u32::MAX);
        assert_eq!(i(Opcode::Popcnt, &[0xf0f0]), 8);
        assert_eq!(i(Opcode::Icarry, &[0xffff_ffff, 1]), 1);
        assert_eq!(i(Opcode::Iborrow, &[0, 1]), 1);
        assert_eq!(i(Opcode::Umulhi24, &[0x00ff_ffff, 0x00ff_ffff]), 0xffff);
        assert_eq!(i(Opcode::Smul24, &[0x00ff_ffff, 2]), (-2i32) as u32);
        assert_eq!(i(Opcode::Smulhi, &[0x8000_0000, 2]), u32::MAX);
        assert_eq!(i(Opcode::Umulhi, &[0x8000_0000, 4]), 2);
        assert_eq!(i(Opcode::Udiv, &[7, 0]), u32::MAX);
        assert_eq!(i(Opcode::Urem, &[7, 0]), 7);
        assert_eq!(i(Opcode::Smin, &[0xffff_ffff, 1]), 0xffff_ffff);
        assert_eq!(i(Opcode::Umin, &[0xffff_ffff, 1]), 1);
    }

    #[test]
    fn atomics() {
        assert_eq!(eval_atomic(AtomicOp::Rsub, 3, 10, 0), 7);
        assert_eq!(eval_atomic(AtomicOp::CmpXchg, 5, 9, 5), 9);
        assert_eq!(eval_atomic(AtomicOp::CmpXchg, 5, 9, 4), 5);
        // (0b1100 & !0b0110) | 0b0001 = 0b1001.
        assert_eq!(eval_atomic(AtomicOp::MskOr, 0b1100, 0b0110, 0b0001), 0b1001);
        assert_eq!(eval_atomic(AtomicOp::Uinc, 7, 7, 0), 0);
        assert_eq!(eval_atomic(AtomicOp::Udec, 0, 7, 0), 7);
        assert_eq!(eval_atomic(AtomicOp::Smax, (-1i32) as u32, 1, 0), 1);
    }
}

#[cfg(test)]
mod modifier_tests {
    use super::*;

    #[test]
    fn source_modifiers_apply_abs_then_neg() {
        let flags = FloatFlags {
            abs: 0b01,
            neg: 0b11,
            ..FloatFlags::IL
        };
        // -|−3| + -(2) = -5
        let r = eval_opcode(
            Opcode::Fadd,
            flags,
            Type::F32,
            &[(-3.0f32).to_bits() as u64, 2.0f32.to_bits() as u64],
        )
        .unwrap();
        assert_eq!(f32::from_bits(r as u32), -5.0);
        let neg0 = FloatFlags {
            neg: 1,
            ..FloatFlags::IL
        };
        assert!(!eval_fcmp(
            FloatCC::Lt,
            neg0,
            Type::F32,
            (-7.0f32).to_bits() as u64,
            0
        ));
        assert!(eval_fcmp(
            FloatCC::Gt,
            neg0,
            Type::F32,
            (-7.0f32).to_bits() as u64,
            0
        ));
    }
}
