//! Per-component semantics of the single-precision float opcodes (manual §7.11, L7459-9166),
//! as pure functions over 32-bit words.
//!
//! Rules that apply to every function here (the line numbers are in
//! `il-reference.txt`, AMD IL v2.4):
//! - Denormal inputs are flushed to a zero of the same sign before the operation
//!   ("denorms are flushed before all float instructions", L3055) and denormal results are
//!   flushed the same way (the manual states it for MAD, L8418; the interpreter applies it to
//!   every float result so that a flushed value never re-enters as a denormal).
//! - A multiply without `_ieee` follows the DX9 rule "0 * any value = 0" (L369-371): a zero
//!   times an infinity or a NaN gives +0; every other product is the IEEE product (so
//!   `-0 * 5` is still `-0`). With `_ieee` the multiply is plain IEEE.
//! - Compares return the mask 0xFFFFFFFF / 0 (L3032-3036 print the mask with missing F's;
//!   L6740 and L7941 give 0xFFFFFFFF) and are false whenever an operand is NaN, `ne`
//!   included: the manual says so for NE explicitly (L8613, "Comparison with NaN returns
//!   false"), unlike IEEE's unordered `!=`.
//! - Where the manual leaves a result undefined (a negative input to LOG/RSQ/SQRT/POW, the
//!   implementation-defined `inf_else_max` zeroop) this module returns the IEEE result
//!   (NaN) and chooses infinity for `inf_else_max` respectively.
//! - Transcendentals (EXP, LOG, SIN, COS, POW, SQRT) use the host's f32/f64 library. The
//!   manual only bounds their error (e.g. 21 bits for EXP_VEC/LOG, L7984, L8271), so
//!   programs that use them are compared with a tolerance.

/// True mask of a compare (L6740, L7941).
pub const TRUE_MASK: u32 = 0xFFFF_FFFF;

/// The word of `f32` 1.0 (the `1` swizzle inserts it for every opcode, L616).
pub const ONE: u32 = 0x3F80_0000;

/// Behaviour of DIV, RCP, RSQ and LOG when the divisor / argument is zero: `ILZeroOp`
/// (L3002-3012). The default when omitted is `FltMax` (L7791, L8787, L8925).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ZeroOp {
    /// The result is 0.
    Zero,
    /// The result is (±)FLT_MAX.
    #[default]
    FltMax,
    /// The result is (±)infinity.
    Infinity,
    /// "Infinity or FLT_MAX, depending on the IL implementation" (L3011): this
    /// implementation returns infinity.
    InfElseMax,
}

impl ZeroOp {
    /// The magnitude the zeroop selects.
    fn magnitude(self) -> f32 {
        match self {
            ZeroOp::Zero => 0.0,
            ZeroOp::FltMax => f32::MAX,
            ZeroOp::Infinity | ZeroOp::InfElseMax => f32::INFINITY,
        }
    }
}

/// Flushes a denormal to a zero of the same sign; other values pass unchanged.
pub fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        if x.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        x
    }
}

/// Reads a word as a float with denormal flushing (an instruction input).
pub fn input(w: u32) -> f32 {
    flush(f32::from_bits(w))
}

/// Writes a float result as a word with denormal flushing (an instruction output).
pub fn output(x: f32) -> u32 {
    flush(x).to_bits()
}

/// Applies a unary float function to a word, with flushing on both sides.
fn unary(a: u32, f: impl Fn(f32) -> f32) -> u32 {
    output(f(input(a)))
}

/// Applies a binary float function to two words, with flushing on both sides.
fn binary(a: u32, b: u32, f: impl Fn(f32, f32) -> f32) -> u32 {
    output(f(input(a), input(b)))
}

/// The multiply of MUL/MAD/DP* on already-flushed floats: IEEE when `ieee`, else the DX9 rule
/// (L369-371; control 0 = "DX9 DP2-style multiply", L8606): "0 * any value was defined to be
/// 0", i.e. `+0` whenever a factor is a (flushed) zero, whatever the other factor and its sign.
/// This is also what both targets' legacy multiplies compute (R600 `MUL`, r600-isa L4061;
/// gfx9 `V_MUL_LEGACY_F32`, "0.0*x = 0.0"), the instructions AMD's compilers map IL `mul` to.
pub fn mul_f(a: f32, b: f32, ieee: bool) -> f32 {
    if !ieee && (a == 0.0 || b == 0.0) {
        return 0.0;
    }
    flush(a * b)
}

/// ADD (L7507).
pub fn add(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| x + y)
}

/// SUB (L9073): `src0 - src1`.
pub fn sub(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| x - y)
}

/// MUL (L8597) with or without `_ieee`.
pub fn mul(a: u32, b: u32, ieee: bool) -> u32 {
    binary(a, b, |x, y| mul_f(x, y, ieee))
}

/// MAD (L8414): the product is rounded (and flushed) before the add, i.e. not fused; the
/// manual's rounding description is garbled (L8418) but says one rounding "after the ADD of
/// src0 and src1" and flushes inputs and outputs.
pub fn mad(a: u32, b: u32, c: u32, ieee: bool) -> u32 {
    output(mul_f(input(a), input(b), ieee) + input(c))
}

/// FMA (L8042): one rounding of the exact `a*b+c`.
pub fn fma(a: u32, b: u32, c: u32) -> u32 {
    output(input(a).mul_add(input(b), input(c)))
}

/// DIV (L7791): `a / b`; when `b == ±0` the result is the zeroop magnitude, negated when
/// `a < 0` (the manual's pseudocode, so `0/0` gives the positive magnitude).
pub fn div(a: u32, b: u32, zeroop: ZeroOp) -> u32 {
    binary(a, b, |x, y| {
        if y == 0.0 {
            let f = zeroop.magnitude();
            if x < 0.0 {
                -f
            } else {
                f
            }
        } else {
            x / y
        }
    })
}

/// RCP and RCP_VEC's per-value rule (L8787-8810): `1/a`, zeroop magnitude (positive) at ±0.
pub fn rcp(a: u32, zeroop: ZeroOp) -> u32 {
    unary(a, |x| {
        if x == 0.0 {
            zeroop.magnitude()
        } else {
            1.0 / x
        }
    })
}

/// RSQ (L8925-8945): `1/sqrt(a)`, zeroop magnitude at ±0; negative inputs are undefined and
/// give NaN here.
pub fn rsq(a: u32, zeroop: ZeroOp) -> u32 {
    unary(a, |x| {
        if x == 0.0 {
            zeroop.magnitude()
        } else {
            1.0 / x.sqrt()
        }
    })
}

/// RSQ_VEC (L8968): the IEEE `1/sqrt(a)` per component (so `rsq_vec(0) = +inf`).
pub fn rsq_vec(a: u32) -> u32 {
    unary(a, |x| 1.0 / x.sqrt())
}

/// SQRT and SQRT_VEC (L9057, L9066).
pub fn sqrt(a: u32) -> u32 {
    unary(a, f32::sqrt)
}

/// LOG (L8271-8290): `log2(a)`; at ±0 the negated zeroop magnitude (`zero` is not allowed
/// for LOG and is treated as its literal meaning, 0). LOG_VEC is LOG with `infinity`
/// (L8313).
pub fn log(a: u32, zeroop: ZeroOp) -> u32 {
    unary(a, |x| {
        if x == 0.0 {
            -zeroop.magnitude()
        } else {
            x.log2()
        }
    })
}

/// EXP and EXP_VEC (L7974-7987): `2^a`.
pub fn exp(a: u32) -> u32 {
    unary(a, f32::exp2)
}

/// POW / "POWER" (L8761-8766): `a^b` computed as `exp2(b * log2(a))`; negative `a` is
/// undefined and gives NaN.
pub fn pow(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| {
        if x == 0.0 {
            // exp2(y * -inf): 0 for y > 0, inf for y < 0, and 1 for y == 0 (0^0).
            if y == 0.0 {
                1.0
            } else if y > 0.0 {
                0.0
            } else {
                f32::INFINITY
            }
        } else {
            (y * x.log2()).exp2()
        }
    })
}

/// SIN / SIN_VEC (L9026-9040) in radians.
pub fn sin(a: u32) -> u32 {
    unary(a, f32::sin)
}

/// COS / COS_VEC (L7707) in radians.
pub fn cos(a: u32) -> u32 {
    unary(a, f32::cos)
}

/// ACOS (L7477-7490): radians; inputs outside [-1, 1] are undefined (NaN here).
pub fn acos(a: u32) -> u32 {
    unary(a, f32::acos)
}

/// ASIN (L7541).
pub fn asin(a: u32) -> u32 {
    unary(a, f32::asin)
}

/// ATAN (L7557).
pub fn atan(a: u32) -> u32 {
    unary(a, f32::atan)
}

/// TAN (L9092).
pub fn tan(a: u32) -> u32 {
    unary(a, f32::tan)
}

/// EXPP (L7999-8010) of `w`: `(2^floor(w), w - floor(w), 2^w, 1.0)`.
pub fn expp(w: u32) -> [u32; 4] {
    let x = input(w);
    let f = x.floor();
    [output(f.exp2()), output(x - f), output(x.exp2()), ONE]
}

/// DP2ADD (L7813-7823): `a.x*b.x + a.y*b.y + c` with the MUL rule chosen by the control.
pub fn dp2add(a: &[u32; 4], b: &[u32; 4], c: u32, ieee: bool) -> u32 {
    let p = flush(mul_f(input(a[0]), input(b[0]), ieee) + mul_f(input(a[1]), input(b[1]), ieee));
    output(p + input(c))
}

/// LRP (L8379-8390): `src1 * src0 + src2 * (1 - src0)`, each step rounded.
pub fn lrp(s0: u32, s1: u32, s2: u32) -> u32 {
    let (t, a, b) = (input(s0), input(s1), input(s2));
    output(flush(a * t) + flush(b * flush(1.0 - t)))
}

/// SGN (L8994-9003): -1.0, 0.0 or 1.0 (NaN gives 1.0, the pseudocode's final else).
pub fn sgn(a: u32) -> u32 {
    let x = input(a);
    (if x < 0.0 {
        -1.0f32
    } else if x == 0.0 {
        0.0
    } else {
        1.0
    })
    .to_bits()
}

/// CRS (L7739-7750): the cross product of the xyz parts; w is not produced (0 here).
pub fn cross(a: &[u32; 4], b: &[u32; 4]) -> [u32; 4] {
    let f = |i: usize, j: usize| flush(input(a[i]) * input(b[j]));
    [
        output(f(1, 2) - f(2, 1)),
        output(f(2, 0) - f(0, 2)),
        output(f(0, 1) - f(1, 0)),
        0,
    ]
}

/// DST (L7865-7875): `(1.0, a.y * b.y, a.z, b.w)`.
pub fn dst(a: &[u32; 4], b: &[u32; 4]) -> [u32; 4] {
    [
        ONE,
        output(input(a[1]) * input(b[1])),
        output(input(a[2])),
        output(input(b[3])),
    ]
}

/// LEN (L8146-8156): the length of the xyz part. The description says three components,
/// the pseudocode also adds `w*w`; the description is followed.
pub fn len3(a: &[u32; 4]) -> u32 {
    let s = a
        .iter()
        .take(3)
        .fold(0.0f32, |acc, &x| flush(acc + flush(input(x) * input(x))));
    output(s.sqrt())
}

/// DIST (L7772-7782): the distance between the xyz parts.
pub fn dist3(a: &[u32; 4], b: &[u32; 4]) -> u32 {
    let s = a
        .iter()
        .zip(b.iter())
        .take(3)
        .fold(0.0f32, |acc, (&x, &y)| {
            let d = flush(input(x) - input(y));
            flush(acc + flush(d * d))
        });
    output(s.sqrt())
}

/// FLR and ROUND_NEG_INF (L8024, L8882).
pub fn floor(a: u32) -> u32 {
    unary(a, f32::floor)
}

/// ROUND_PLUS_INF (L8895).
pub fn ceil(a: u32) -> u32 {
    unary(a, f32::ceil)
}

/// ROUND_ZERO (L8907).
pub fn trunc(a: u32) -> u32 {
    unary(a, f32::trunc)
}

/// ROUND_NEAREST (L8869): to the nearest integer, ties to even.
pub fn round_even(a: u32) -> u32 {
    unary(a, f32::round_ties_even)
}

/// RND (L8858): `floor(a + 0.5)`, with the sum rounded in f32 as the pseudocode writes it.
pub fn rnd(a: u32) -> u32 {
    unary(a, |x| (x + 0.5).floor())
}

/// FRC (L8062-8078): `a - floor(a)`.
pub fn frc(a: u32) -> u32 {
    unary(a, |x| x - x.floor())
}

/// MOD (L8577): `a - b * trunc(a / b)` with every step rounded in f32, and `a` when
/// `b == 0`.
pub fn fmod(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| {
        if y == 0.0 {
            x
        } else {
            x - flush(y * flush(x / y).trunc())
        }
    })
}

/// MAX (L8454-8470): denormals flushed first; a NaN operand yields the other operand;
/// `max(+0, -0) = max(-0, +0) = +0`; otherwise the larger. The `_ieee` form (IEEE-754r
/// maxnum) gives the same results under these rules, so it shares this function.
pub fn max(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| {
        if x.is_nan() {
            y
        } else if y.is_nan() {
            x
        } else if x == 0.0 && y == 0.0 {
            if x.is_sign_positive() {
                x
            } else {
                y
            }
        } else if x >= y {
            x
        } else {
            y
        }
    })
}

/// MIN (L8474-8499): as [`max`] with `min(+0, -0) = min(-0, +0) = -0`.
pub fn min(a: u32, b: u32) -> u32 {
    binary(a, b, |x, y| {
        if x.is_nan() {
            y
        } else if y.is_nan() {
            x
        } else if x == 0.0 && y == 0.0 {
            if x.is_sign_negative() {
                x
            } else {
                y
            }
        } else if x <= y {
            x
        } else {
            y
        }
    })
}

/// A compare mask from a boolean.
pub fn mask(b: bool) -> u32 {
    if b {
        TRUE_MASK
    } else {
        0
    }
}

/// EQ (L7941): ordered equality after flushing (+0 == -0).
pub fn eq(a: u32, b: u32) -> u32 {
    mask(input(a) == input(b))
}

/// NE (L8613): `a != b`, but false when either is NaN (manual text, see module doc).
pub fn ne(a: u32, b: u32) -> u32 {
    let (x, y) = (input(a), input(b));
    mask(!x.is_nan() && !y.is_nan() && x != y)
}

/// GE (L8114).
pub fn ge(a: u32, b: u32) -> u32 {
    mask(input(a) >= input(b))
}

/// LT (L8396).
pub fn lt(a: u32, b: u32) -> u32 {
    mask(input(a) < input(b))
}

/// The relations of `_relop(..)` (L2870-2882) used by IFC, BREAKC, CONTINUEC and CMP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relop {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `<`
    Lt,
    /// `<=`
    Le,
}

/// Evaluates a float relop on two words (flushed; false on NaN like the compares, L3055).
pub fn relop(op: Relop, a: u32, b: u32) -> bool {
    let (x, y) = (input(a), input(b));
    if x.is_nan() || y.is_nan() {
        return false;
    }
    match op {
        Relop::Eq => x == y,
        Relop::Ne => x != y,
        Relop::Gt => x > y,
        Relop::Ge => x >= y,
        Relop::Lt => x < y,
        Relop::Le => x <= y,
    }
}

/// SET (L8979-8982): like a compare but returning 1.0 / 0.0.
pub fn set(op: Relop, a: u32, b: u32) -> u32 {
    if relop(op, a, b) {
        ONE
    } else {
        0
    }
}

/// CMOV's test (L7595): the float in `a` is nonzero (±0 count as false after flushing; NaN
/// is nonzero).
pub fn is_nonzero(a: u32) -> bool {
    input(a) != 0.0
}

/// A dot product of `n` components (DP2/DP3/DP4, L7795-7857), accumulated left to right from
/// +0 with the MUL rule chosen by `ieee` and every partial sum rounded. Each step is
/// `product + sum` (the manual gives no order; it matters only for which of two NaN payloads
/// survives), the order of a chain of multiply-adds.
pub fn dot(a: &[u32; 4], b: &[u32; 4], n: usize, ieee: bool) -> u32 {
    let mut acc = 0.0f32;
    for (&x, &y) in a.iter().zip(b.iter()).take(n) {
        acc = flush(mul_f(input(x), input(y), ieee) + acc);
    }
    output(acc)
}

/// CLAMP (L7576-7590), as the pseudocode is written: `v = a; if v < lo { v = lo };
/// if v > hi { v = hi }` (so a NaN `a` stays NaN, unlike `min(max(a, lo), hi)` with the
/// MIN/MAX NaN rules).
pub fn clamp3(a: u32, lo: u32, hi: u32) -> u32 {
    let (lo, hi) = (input(lo), input(hi));
    unary(a, |x| {
        let mut v = x;
        if v < lo {
            v = lo;
        }
        if v > hi {
            v = hi;
        }
        v
    })
}

/// The destination/source `clamp` modifier: to [0, 1], with NaN giving 0 (L554, L672).
pub fn saturate(x: f32) -> f32 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(x: f32) -> u32 {
        x.to_bits()
    }
    fn f(x: u32) -> f32 {
        f32::from_bits(x)
    }
    const DENORM: u32 = 0x0000_0001;
    const NEG_DENORM: u32 = 0x8000_0001;
    const NAN: u32 = 0x7FC0_0000;

    #[test]
    fn flushing_of_inputs_and_outputs() {
        // denorm + 0 = +0 (the denorm input is flushed, L3055)
        assert_eq!(add(DENORM, 0), 0);
        // -denorm + -0 = -0
        assert_eq!(add(NEG_DENORM, 0x8000_0000), 0x8000_0000);
        // the smallest normal halved is a denormal result: flushed to +0
        assert_eq!(mul(w(f32::MIN_POSITIVE), w(0.5), true), 0);
        assert_eq!(add(w(1.5), w(2.25)), w(3.75));
    }

    #[test]
    fn dx9_zero_times_anything() {
        // L369-371: without _ieee 0*inf = 0 and 0*NaN = 0; with it, NaN.
        assert_eq!(mul(0, w(f32::INFINITY), false), 0);
        assert_eq!(mul(NAN, 0x8000_0000, false), 0);
        assert!(f(mul(0, w(f32::INFINITY), true)).is_nan());
        assert!(f(mul(NAN, 0, true)).is_nan());
        // the DX9 zero is +0 whatever the signs (IEEE keeps the sign of zero)
        assert_eq!(mul(0x8000_0000, w(5.0), false), 0);
        assert_eq!(mul(0, w(-5.0), false), 0);
        assert_eq!(mul(0, w(-5.0), true), 0x8000_0000);
        // a denormal factor is flushed to zero first, so the product is +0 too
        assert_eq!(mul(1, w(-3.0), false), 0);
        assert_eq!(mad(0, NAN, w(2.0), false), w(2.0));
        assert!(f(mad(0, NAN, w(2.0), true)).is_nan());
    }

    #[test]
    fn mad_rounds_the_product_fma_does_not() {
        // a = 1 + 2^-12, a*a = 1 + 2^-11 + 2^-24: the 2^-24 is lost by the rounded product.
        let a = w(1.0 + 2f32.powi(-12));
        let c = w(-1.0);
        assert_eq!(f(mad(a, a, c, true)), 2f32.powi(-11));
        assert_eq!(f(fma(a, a, c)), 2f32.powi(-11) + 2f32.powi(-24));
    }

    #[test]
    fn div_and_reciprocals_follow_zeroop() {
        assert_eq!(f(div(w(1.0), 0, ZeroOp::FltMax)), f32::MAX);
        assert_eq!(
            f(div(w(-3.0), 0x8000_0000, ZeroOp::Infinity)),
            f32::NEG_INFINITY
        );
        assert_eq!(div(w(-3.0), 0, ZeroOp::Zero), w(-0.0));
        assert_eq!(f(div(0, 0, ZeroOp::Infinity)), f32::INFINITY);
        assert_eq!(f(div(w(7.0), w(2.0), ZeroOp::FltMax)), 3.5);
        // a denormal divisor is flushed to zero first
        assert_eq!(f(div(w(1.0), DENORM, ZeroOp::Infinity)), f32::INFINITY);
        assert_eq!(f(rcp(0x8000_0000, ZeroOp::FltMax)), f32::MAX);
        assert_eq!(f(rcp(w(4.0), ZeroOp::FltMax)), 0.25);
        assert_eq!(f(rsq(0, ZeroOp::Zero)), 0.0);
        assert_eq!(f(rsq(w(16.0), ZeroOp::Zero)), 0.25);
        assert_eq!(f(rsq_vec(0)), f32::INFINITY);
        assert_eq!(f(log(0, ZeroOp::FltMax)), -f32::MAX);
        assert_eq!(f(log(0, ZeroOp::Infinity)), f32::NEG_INFINITY);
        assert_eq!(f(log(w(8.0), ZeroOp::Infinity)), 3.0);
        assert_eq!(f(exp(w(-2.0))), 0.25);
    }

    #[test]
    fn min_max_nan_and_signed_zero() {
        assert_eq!(max(NAN, w(3.0)), w(3.0));
        assert_eq!(min(w(3.0), NAN), w(3.0));
        assert!(f(max(NAN, NAN)).is_nan());
        assert_eq!(max(0x8000_0000, 0), 0);
        assert_eq!(max(0, 0x8000_0000), 0);
        assert_eq!(min(0, 0x8000_0000), 0x8000_0000);
        assert_eq!(min(0x8000_0000, 0), 0x8000_0000);
        // a flushed negative denormal that wins is written flushed (-0)
        assert_eq!(min(NEG_DENORM, w(1.0)), 0x8000_0000);
        assert_eq!(max(w(-1.0), w(2.0)), w(2.0));
        assert_eq!(min(w(-1.0), w(2.0)), w(-1.0));
    }

    #[test]
    fn compares_give_masks_and_are_false_on_nan() {
        assert_eq!(eq(0, 0x8000_0000), TRUE_MASK);
        assert_eq!(eq(DENORM, 0), TRUE_MASK);
        assert_eq!(ne(w(1.0), w(2.0)), TRUE_MASK);
        assert_eq!(ne(NAN, w(2.0)), 0);
        assert_eq!(ge(NAN, NAN), 0);
        assert_eq!(lt(w(-1.0), w(0.0)), TRUE_MASK);
        assert_eq!(ge(w(2.0), w(2.0)), TRUE_MASK);
        assert!(relop(Relop::Le, w(1.0), w(1.0)));
        assert!(!relop(Relop::Ne, NAN, w(1.0)));
        assert_eq!(set(Relop::Gt, w(2.0), w(1.0)), ONE);
    }

    #[test]
    fn rounding_family() {
        assert_eq!(f(floor(w(-3.6))), -4.0); // L8024 example
        assert_eq!(f(floor(w(2.3))), 2.0);
        assert_eq!(f(ceil(w(2.3))), 3.0);
        assert_eq!(f(trunc(w(-2.7))), -2.0);
        assert_eq!(f(round_even(w(2.5))), 2.0);
        assert_eq!(f(round_even(w(3.5))), 4.0);
        assert_eq!(f(rnd(w(2.5))), 3.0);
        assert_eq!(f(rnd(w(-2.5))), -2.0);
        assert_eq!(frc(w(-1.75)), w(0.25)); // L8064: frc(-1.7) = 0.3
        assert_eq!(f(fmod(w(-1.75), w(1.0))), -0.75); // L8577: sign of src0 kept
        assert_eq!(fmod(w(5.5), 0), w(5.5)); // v2 == 0 returns v1
        assert_eq!(f(fmod(w(7.0), w(2.0))), 1.0);
    }

    #[test]
    fn geometric_helpers() {
        let a = [w(1.0), w(2.0), w(3.0), w(9.0)];
        let b = [w(4.0), w(5.0), w(6.0), w(7.0)];
        // (2*6 - 3*5, 3*4 - 1*6, 1*5 - 2*4) = (-3, 6, -3)
        assert_eq!(cross(&a, &b), [w(-3.0), w(6.0), w(-3.0), 0]);
        assert_eq!(dst(&a, &b), [ONE, w(10.0), w(3.0), w(7.0)]);
        assert_eq!(f(len3(&[w(2.0), w(3.0), w(6.0), w(100.0)])), 7.0);
        assert_eq!(f(dist3(&b, &a)), 27f32.sqrt());
        assert_eq!(f(dp2add(&a, &b, w(0.5), false)), 14.5);
        assert_eq!(f(lrp(w(0.25), w(8.0), w(4.0))), 5.0);
        assert_eq!(sgn(w(-3.0)), w(-1.0));
        assert_eq!(sgn(0x8000_0000), 0);
        assert_eq!(sgn(w(0.1)), ONE);
        assert_eq!(expp(w(2.5)), [w(4.0), w(0.5), w(2.5f32.exp2()), ONE]);
        assert_eq!(f(acos(w(1.0))), 0.0);
        assert_eq!(f(asin(w(1.0))), std::f32::consts::FRAC_PI_2);
        assert_eq!(f(atan(w(0.0))), 0.0);
        assert!(f(acos(w(2.0))).is_nan());
    }

    #[test]
    fn dot_products_and_misc() {
        let a = [w(1.0), w(2.0), w(3.0), w(4.0)];
        let b = [w(5.0), w(6.0), w(7.0), w(8.0)];
        assert_eq!(f(dot(&a, &b, 2, false)), 17.0);
        assert_eq!(f(dot(&a, &b, 3, false)), 38.0);
        assert_eq!(f(dot(&a, &b, 4, false)), 70.0);
        let z = [0, 0, 0, 0];
        let inf = [w(f32::INFINITY); 4];
        assert_eq!(dot(&z, &inf, 4, false), 0);
        assert!(f(dot(&z, &inf, 4, true)).is_nan());
        assert_eq!(f(clamp3(w(5.0), w(0.0), w(2.0))), 2.0);
        assert_eq!(f(clamp3(w(-5.0), w(0.0), w(2.0))), 0.0);
        assert_eq!(f(clamp3(w(1.5), w(0.0), w(2.0))), 1.5);
        assert!(f(clamp3(NAN, w(0.0), w(2.0))).is_nan());
        assert_eq!(saturate(f32::NAN), 0.0);
        assert_eq!(saturate(-3.0), 0.0);
        assert_eq!(saturate(0.5), 0.5);
        assert_eq!(f(pow(w(2.0), w(10.0))), 1024.0);
        assert_eq!(f(sqrt(w(9.0))), 3.0);
        assert!(!is_nonzero(0x8000_0000));
        assert!(is_nonzero(NAN));
    }
}
