//! Bit-level helpers of the lane and scalar functions: operand bits to and from `f32`/`f64`
//! and integers, IEEE-mode min/max, med3, bit-field extract, find-first-bit, fract, the
//! division helpers (`v_div_fixup`, `v_div_scale`) and the packing of lane flags into a mask.

#[inline]
pub(super) fn fr(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

#[inline]
/// A denormal flushed to a zero of the same sign.
pub(super) fn flush32(v: f32) -> f32 {
    if v.is_subnormal() {
        0.0f32.copysign(v)
    } else {
        v
    }
}

pub(super) fn fb(v: f32) -> u64 {
    u64::from(v.to_bits())
}

#[inline]
pub(super) fn dr(x: u64) -> f64 {
    f64::from_bits(x)
}

#[inline]
pub(super) fn db(v: f64) -> u64 {
    v.to_bits()
}

#[inline]
pub(super) fn u(x: u64) -> u32 {
    x as u32
}

#[inline]
pub(super) fn i(x: u64) -> i32 {
    x as u32 as i32
}

#[inline]
pub(super) fn w(v: u32) -> u64 {
    u64::from(v)
}

#[inline]
pub(super) fn wi(v: i32) -> u64 {
    u64::from(v as u32)
}

/// IEEE-mode minimum: a NaN operand yields the other one; -0 < +0.
pub(super) fn fmin32(a: f32, c: f32) -> f32 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() {
        return a;
    }
    if a == c {
        return if a.is_sign_negative() { a } else { c };
    }
    if a < c {
        a
    } else {
        c
    }
}

/// IEEE-mode maximum.
pub(super) fn fmax32(a: f32, c: f32) -> f32 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() {
        return a;
    }
    if a == c {
        return if a.is_sign_negative() { c } else { a };
    }
    if a > c {
        a
    } else {
        c
    }
}

pub(super) fn fmin64(a: f64, c: f64) -> f64 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() || a < c || (a == c && a.is_sign_negative()) {
        return a;
    }
    c
}

pub(super) fn fmax64(a: f64, c: f64) -> f64 {
    if a.is_nan() {
        return c;
    }
    if c.is_nan() || a > c || (a == c && !a.is_sign_negative()) {
        return a;
    }
    c
}

pub(super) fn med3_i(a: i32, b_: i32, c: i32) -> i32 {
    a.max(b_).min(a.min(b_).max(c))
}

pub(super) fn med3_u(a: u32, b_: u32, c: u32) -> u32 {
    a.max(b_).min(a.min(b_).max(c))
}

pub(super) fn bfe_u(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    (v >> off) & (u32::MAX >> (32 - width))
}

pub(super) fn bfe_i(v: u32, off: u32, width: u32) -> u32 {
    let (off, width) = (off & 31, width & 31);
    if width == 0 {
        return 0;
    }
    // `S0.i >> offset` is an arithmetic shift: a field reaching past bit 31 is the sign-filled
    // shifted value (LLVM's constant folding of BFE_I32 computes the same).
    if off + width >= 32 {
        return ((v as i32) >> off) as u32;
    }
    let x = (v >> off) << (32 - width);
    ((x as i32) >> (32 - width)) as u32
}

pub(super) fn ffbh(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.leading_zeros()
    }
}

pub(super) fn ffbl(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.trailing_zeros()
    }
}

pub(super) fn ffbh_i(v: u32) -> u32 {
    let x = v as i32;
    if x == 0 || x == -1 {
        u32::MAX
    } else if x < 0 {
        (!v).leading_zeros()
    } else {
        v.leading_zeros()
    }
}

pub(super) fn fract32(a: f32) -> f32 {
    (a - a.floor()).min(f32::from_bits(0x3f7f_ffff))
}

pub(super) fn fract64(a: f64) -> f64 {
    (a - a.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

/// `v_div_fixup`: special cases of a division `n / d` whose estimate is `q`.
pub(super) fn div_fixup32(q: f32, d: f32, n: f32) -> f32 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f32| if sign { -v.abs() } else { v.abs() };
    if n.is_nan() {
        n
    } else if d.is_nan() {
        d
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f32::from_bits(0x7fc0_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f32::INFINITY)
    } else if d.is_infinite() {
        signed(0.0)
    } else if q.is_nan() {
        // The estimate overflowed into NaN: the hardware returns a correctly signed infinity.
        signed(f32::INFINITY)
    } else {
        signed(q)
    }
}

pub(super) fn div_fixup64(q: f64, d: f64, n: f64) -> f64 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f64| if sign { -v.abs() } else { v.abs() };
    if n.is_nan() {
        n
    } else if d.is_nan() {
        d
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f64::from_bits(0x7ff8_0000_0000_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f64::INFINITY)
    } else if d.is_infinite() {
        signed(0.0)
    } else if q.is_nan() {
        signed(f64::INFINITY)
    } else {
        signed(q)
    }
}

/// Unbiased exponent of an f32 (denormals as the minimum).
pub(super) fn exp32(v: f32) -> i32 {
    ((v.to_bits() >> 23) & 0xff) as i32 - 127
}

pub(super) fn exp64(v: f64) -> i32 {
    ((v.to_bits() >> 52) & 0x7ff) as i32 - 1023
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` (S1 denominator, S2 numerator, S0 one of them):
/// scales S0 by 2^64 (or 2^-64 ... per the LLVM/AMD pseudocode) when the quotient would lose
/// precision; VCC tells `v_div_fmas` to undo it.
pub fn div_scale32(s0: f32, den: f32, num: f32) -> (f32, bool) {
    let scale_up = |v: f32| v * 2f32.powi(64);
    if num == 0.0 || den == 0.0 || !num.is_finite() || !den.is_finite() {
        return (
            if num.is_nan() || den.is_nan() || num == 0.0 && den == 0.0 {
                f32::from_bits(0x7fc0_0000)
            } else {
                s0
            },
            false,
        );
    }
    if exp32(num) - exp32(den) >= 96 {
        // Quotient near overflow: scale the denominator up.
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (scale_up(s0), false);
    }
    let inv = 1.0 / den;
    let quot = num / den;
    if inv.is_subnormal() && !quot.is_subnormal() {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if inv.is_subnormal() && quot.is_subnormal() {
        return (scale_up(s0), false);
    }
    if num.is_subnormal() {
        return (scale_up(s0), false);
    }
    if exp32(num) <= -127 + 23 {
        // Numerator near the denormal range: scale the numerator up.
        return (if s0 == num { scale_up(s0) } else { s0 }, true);
    }
    (s0, false)
}

/// `v_div_scale_f64`, as [`div_scale32`] with 2^128 and double thresholds.
pub fn div_scale64(s0: f64, den: f64, num: f64) -> (f64, bool) {
    let scale_up = |v: f64| v * 2f64.powi(128);
    if num == 0.0 || den == 0.0 || !num.is_finite() || !den.is_finite() {
        return (
            if num.is_nan() || den.is_nan() || num == 0.0 && den == 0.0 {
                f64::from_bits(0x7ff8_0000_0000_0000)
            } else {
                s0
            },
            false,
        );
    }
    if exp64(num) - exp64(den) >= 768 {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (scale_up(s0), false);
    }
    let inv = 1.0 / den;
    let quot = num / den;
    if inv.is_subnormal() && !quot.is_subnormal() {
        return (if s0 == den { scale_up(s0) } else { s0 }, true);
    }
    if inv.is_subnormal() && quot.is_subnormal() {
        return (scale_up(s0), false);
    }
    if num.is_subnormal() {
        return (scale_up(s0), false);
    }
    if exp64(num) <= -1023 + 53 {
        return (if s0 == num { scale_up(s0) } else { s0 }, true);
    }
    (s0, false)
}

/// Packs 64 lane flags (one byte each, 0 or 1) into a lane mask, eight lanes per multiply:
/// the product of a byte-per-lane word and 0x0102_0408_1020_4080 collects lane k's flag at
/// bit 56 + k with no carries between the partial products.
#[inline]
pub fn pack_mask(flags: &[u8; 64]) -> u64 {
    let mut m = 0u64;
    for (k, chunk) in flags.chunks_exact(8).enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(chunk);
        let x = u64::from_le_bytes(b);
        m |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    m
}

pub(super) fn sext24(x: u64) -> i32 {
    ((u(x) << 8) as i32) >> 8
}
