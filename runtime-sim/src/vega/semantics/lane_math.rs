//! Bit-level helpers of the lane and scalar functions: operand bits to and from `f32`/`f64`
//! and integers, IEEE-mode min/max, med3, bit-field extract, find-first-bit, fract and the
//! packing of lane flags into a mask.

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
