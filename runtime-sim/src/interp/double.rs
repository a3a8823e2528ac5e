//! Semantics of the double-precision opcodes (manual §7.12, L9167-9655; notes L3174-3208).
//!
//! A double occupies a register pair: the low word in x (or z), the high word in y (or w)
//! (L3176-3206). Sources are read from `.xy` after the swizzle, so a second double in `.zw`
//! is passed as `r.zwzw`. Doubles are IEEE: no denormal flushing is stated for them, and
//! DDIV is "the correct IEEE result" (L9204). Source negate/abs touch only the high word
//! (L613), which the operand reader implements.

/// A double from its (low, high) words.
pub fn join(lo: u32, hi: u32) -> f64 {
    f64::from_bits(((hi as u64) << 32) | lo as u64)
}

/// The (low, high) words of a double.
pub fn split(d: f64) -> (u32, u32) {
    let b = d.to_bits();
    (b as u32, (b >> 32) as u32)
}

/// DMAX (L9358-9372): `a >= b ? a : b` with IEEE-754-2008 maxNum's NaN rule (a NaN operand
/// yields the other) and `max(-0, +0) = +0`.
pub fn dmax(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_positive() {
            a
        } else {
            b
        }
    } else if a >= b {
        a
    } else {
        b
    }
}

/// DMIN (L9395): the mirror of [`dmax`], `min(-0, +0) = -0`.
pub fn dmin(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if a <= b {
        a
    } else {
        b
    }
}

/// DFRAC (L9230): `a - floor(a)`, in [0, 1).
pub fn dfrac(a: f64) -> f64 {
    a - a.floor()
}

/// DLDEXP (L9308): `a * 2^e` (NaN stays NaN, overflow gives inf, underflow 0).
pub fn dldexp(a: f64, e: i32) -> f64 {
    // Scale in steps so that an intermediate power of two never overflows on its own.
    let mut r = a;
    let mut e = e.clamp(-2200, 2200);
    while e > 1000 {
        r *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        r *= 2f64.powi(-1000);
        e += 1000;
    }
    r * 2f64.powi(e)
}

/// DFREXP (L9252): mantissa in [0.5, 1) with the sign of `a`, and the exponent with
/// `a = mantissa * 2^exponent`; zero, inf and NaN give (a, 0).
pub fn dfrexp(a: f64) -> (f64, i32) {
    if a == 0.0 || !a.is_finite() {
        return (a, 0);
    }
    let mut x = a;
    let mut bias = 0;
    if x.is_subnormal() {
        x *= 2f64.powi(64);
        bias = -64;
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as i32 - 1022;
    let mant = f64::from_bits((bits & !(0x7FFu64 << 52)) | (1022u64 << 52));
    (mant, exp + bias)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_pairs() {
        let (lo, hi) = split(1.0);
        assert_eq!((lo, hi), (0, 0x3FF0_0000));
        assert_eq!(join(0, 0xC000_0000), -2.0);
    }

    #[test]
    fn min_max_rules() {
        assert_eq!(dmax(f64::NAN, 2.0), 2.0);
        assert_eq!(dmin(3.0, f64::NAN), 3.0);
        assert!(dmax(-0.0, 0.0).is_sign_positive());
        assert!(dmin(0.0, -0.0).is_sign_negative());
        assert_eq!(dmax(-1.0, 5.0), 5.0);
        assert_eq!(dmin(-1.0, 5.0), -1.0);
    }

    #[test]
    fn frac_ldexp_frexp() {
        assert_eq!(dfrac(-1.25), 0.75);
        assert_eq!(dldexp(0.75, 4), 12.0);
        assert_eq!(dldexp(0.5, 2000), f64::INFINITY);
        assert_eq!(dldexp(0.5, -2000), 0.0);
        assert_eq!(dfrexp(12.0), (0.75, 4));
        assert_eq!(dfrexp(-1.0), (-0.5, 1));
        let (m, e) = dfrexp(f64::MIN_POSITIVE / 4.0); // 2^-1024, a denormal
        assert_eq!((m, e), (0.5, -1023));
    }
}
