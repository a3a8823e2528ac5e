//! Per-component semantics of the conversion opcodes (manual §7.10, L7292-7458) as pure
//! functions over 32-bit words.
//!
//! Choices where the manual is undefined or contradictory:
//! - FTOI / FTOU truncate toward zero (L7406, L7422). Out-of-range inputs are undefined
//!   (L7406-7408, L7422-7424); this implementation saturates to the integer range and maps NaN
//!   to 0 (Rust's `as` casts), which is also what GCN's `v_cvt_i32_f32` does.
//! - ITOF: rounding is not stated; round to nearest even (IEEE default).
//! - UTOF says both "the nearest representable value is used" and "rounding is performed
//!   towards zero" (L7449). This implementation rounds to nearest even, the first sentence
//!   and what the hardware's `v_cvt_f32_u32` does; programs whose values are exactly
//!   representable are unaffected.
//! - The float input of FTOI/FTOU/F2D/F_2_F16 is flushed when denormal (L3055, and the F2D
//!   table L7343 maps ±denorm to ±0); D2F maps double denormals to ±0 (table at L7310) and
//!   rounds to nearest even with overflow to infinity (L7306-7308).

use super::float::{flush, input};

/// FTOI (L7404).
pub fn ftoi(a: u32) -> u32 {
    (input(a) as i32) as u32
}

/// FTOU (L7420).
pub fn ftou(a: u32) -> u32 {
    input(a) as u32
}

/// ITOF (L7436).
pub fn itof(a: u32) -> u32 {
    (a as i32 as f32).to_bits()
}

/// UTOF (L7445); see the module doc for the rounding.
pub fn utof(a: u32) -> u32 {
    (a as f32).to_bits()
}

/// D2F (L7296-7310): the double `(lo, hi)` to float, round to nearest even, denormals to ±0.
pub fn d2f(lo: u32, hi: u32) -> u32 {
    let d = f64::from_bits(((hi as u64) << 32) | lo as u64);
    let d = if d.is_subnormal() {
        0.0f64.copysign(d)
    } else {
        d
    };
    flush(d as f32).to_bits()
}

/// F2D (L7337-7349): float to double (exact), as `(lo, hi)` words.
pub fn f2d(a: u32) -> (u32, u32) {
    let bits = (input(a) as f64).to_bits();
    (bits as u32, (bits >> 32) as u32)
}

/// F_2_F16 (L7365-7375): the float to IEEE half precision in the low 16 bits, upper bits 0.
/// Rounding is to nearest even (the default mode; the enum's `_NEAR/_NEG_INF/_PLUS_INF`
/// variants have no text); overflow gives infinity, NaN stays a (quiet) NaN, and results
/// below the half range become half denormals or zero.
pub fn f_2_f16(a: u32) -> u32 {
    let x = input(a);
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let half: u16 = if x.is_nan() {
        0x7E00
    } else if x.is_infinite() {
        0x7C00
    } else {
        let exp = ((bits >> 23) & 0xFF) as i32 - 127;
        let mant = bits & 0x7F_FFFF;
        if exp > 15 {
            0x7C00
        } else if exp >= -14 {
            // Normal half: 10 mantissa bits, round the 13 dropped bits to nearest even.
            let full = (((exp + 15) as u32) << 10) | (mant >> 13);
            let rest = mant & 0x1FFF;
            let round_up = rest > 0x1000 || (rest == 0x1000 && (full & 1) == 1);
            // A carry out of the mantissa correctly bumps the exponent (to inf at the top).
            (full + round_up as u32) as u16
        } else if exp >= -25 {
            // Half denormal: value = m * 2^-24 with m = significand >> shift.
            let significand = mant | 0x80_0000; // 24 bits, value = significand * 2^(exp-23)
            let shift = (-14 - exp) as u32 + 13; // 14..=24
            let m = significand >> shift;
            let rest = significand & ((1u32 << shift) - 1);
            let halfway = 1u32 << (shift - 1);
            let round_up = rest > halfway || (rest == halfway && (m & 1) == 1);
            (m + round_up as u32) as u16
        } else {
            0
        }
    };
    (sign | half) as u32
}

/// F16_2_F (L7389-7395): the half in the low 16 bits to float (exact; half denormals become
/// float normals, which need no flushing).
pub fn f16_2_f(a: u32) -> u32 {
    let h = a & 0xFFFF;
    let sign = (h & 0x8000) << 16;
    let exp = (h >> 10) & 0x1F;
    let mant = h & 0x3FF;
    let bits = if exp == 0x1F {
        0x7F80_0000 | (mant << 13)
    } else if exp == 0 {
        if mant == 0 {
            0
        } else {
            return (if sign != 0 { -1.0f32 } else { 1.0 } * (mant as f32) * 2f32.powi(-24))
                .to_bits();
        }
    } else {
        ((exp + 127 - 15) << 23) | (mant << 13)
    };
    sign | bits
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(x: f32) -> u32 {
        x.to_bits()
    }

    #[test]
    fn float_to_int_truncates() {
        assert_eq!(ftoi(w(-2.7)), (-2i32) as u32);
        assert_eq!(ftoi(w(2.999)), 2);
        assert_eq!(ftou(w(3.99)), 3);
        // chosen out-of-range behaviour: saturate, NaN -> 0
        assert_eq!(ftoi(w(3e9)), i32::MAX as u32);
        assert_eq!(ftoi(w(-3e9)), i32::MIN as u32);
        assert_eq!(ftoi(0x7FC0_0000), 0);
        assert_eq!(ftou(w(-1.0)), 0);
        assert_eq!(ftou(w(5e9)), u32::MAX);
    }

    #[test]
    fn int_to_float_rounds_to_nearest_even() {
        assert_eq!(itof((-7i32) as u32), w(-7.0));
        // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even is 2^24
        assert_eq!(utof(16_777_217), w(16_777_216.0));
        // 2^24 + 3 is a tie between 2^24+2 and 2^24+4: even mantissa is 2^24+4
        assert_eq!(utof(16_777_219), w(16_777_220.0));
        // 0xFFFFFFFF rounds up to 2^32 (toward zero would give 4294967040)
        assert_eq!(utof(u32::MAX), w(4_294_967_296.0));
        assert_eq!(itof(0x8000_0000), w(-2_147_483_648.0));
    }

    #[test]
    fn doubles_and_floats() {
        let (lo, hi) = f2d(w(1.5));
        assert_eq!(((hi as u64) << 32) | lo as u64, 1.5f64.to_bits());
        let (lo, hi) = f2d(0x8000_0001); // -denorm -> -0.0
        assert_eq!(((hi as u64) << 32) | lo as u64, (-0.0f64).to_bits());
        let third = (1.0f64 / 3.0).to_bits();
        assert_eq!(d2f(third as u32, (third >> 32) as u32), w(1.0 / 3.0));
        let big = 1e300f64.to_bits();
        assert_eq!(d2f(big as u32, (big >> 32) as u32), w(f32::INFINITY));
        let tiny = (-1e-310f64).to_bits();
        assert_eq!(d2f(tiny as u32, (tiny >> 32) as u32), w(-0.0));
    }

    #[test]
    fn half_precision() {
        assert_eq!(f_2_f16(w(1.0)), 0x3C00);
        assert_eq!(f_2_f16(w(-2.0)), 0xC000);
        assert_eq!(f_2_f16(w(65504.0)), 0x7BFF);
        assert_eq!(f_2_f16(w(65520.0)), 0x7C00); // rounds up to inf
        assert_eq!(f_2_f16(w(1e6)), 0x7C00);
        assert_eq!(f_2_f16(w(f32::NEG_INFINITY)), 0xFC00);
        assert_eq!(f_2_f16(w(2f32.powi(-24))), 0x0001); // smallest half denormal
        assert_eq!(f_2_f16(w(2f32.powi(-14))), 0x0400); // smallest half normal
        assert_eq!(f_2_f16(w(2f32.powi(-26))), 0); // below half the smallest denormal
                                                   // 1 + 2^-11 is a tie between 1.0 and 1 + 2^-10: even is 1.0
        assert_eq!(f_2_f16(w(1.0 + 2f32.powi(-11))), 0x3C00);
        assert_eq!(f_2_f16(w(1.0 + 3.0 * 2f32.powi(-11))), 0x3C02);
        assert_eq!(f_2_f16(0x7FC0_0000) & 0x7C00, 0x7C00);
        assert_eq!(f16_2_f(0x3C00), w(1.0));
        assert_eq!(f16_2_f(0xC000), w(-2.0));
        assert_eq!(f16_2_f(0x0001), w(2f32.powi(-24)));
        assert_eq!(f16_2_f(0x7C00), w(f32::INFINITY));
        assert_eq!(f16_2_f(0xFFFF_3C00), w(1.0)); // upper bits ignored
        assert!(f32::from_bits(f16_2_f(0x7E00)).is_nan());
    }
}
