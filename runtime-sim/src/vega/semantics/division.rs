//! The three steps of the division macro: `v_div_scale` (pre-scaling of the operands),
//! `v_div_fmas` (the last Newton-Raphson step with the post-scaling) and `v_div_fixup`
//! (special operands). Vega manual L8442-8549; where its pseudocode cannot be what the
//! hardware does, `docs/vega-sim.md` ("Division") gives the evidence for the choice made here.

/// Biased exponent field of an f32 (the manual's `exponent()`; 0 for zeros and denormals).
fn exponent32(v: f32) -> i32 {
    ((v.to_bits() >> 23) & 0xff) as i32
}

/// Biased exponent field of an f64.
fn exponent64(v: f64) -> i32 {
    ((v.to_bits() >> 52) & 0x7ff) as i32
}

/// `2^e` as an f64, for `e` in the normal range -1022..=1023.
fn pow2(e: i32) -> f64 {
    debug_assert!((-1022..=1023).contains(&e));
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// `x * 2^e`, exact whenever the result is representable (the steps stay normal).
fn ldexp64(mut x: f64, mut e: i32) -> f64 {
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e)
}

/// `x * 2^e` for f32 (exact whenever the result is representable).
fn ldexp32(x: f32, e: i32) -> f32 {
    ldexp64(f64::from(x), e) as f32
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` (manual L8486-8509): S1 the denominator, S2 the
/// numerator, S0 one of the two. Returns D and the lane's VCC bit, which is set exactly when
/// one of numerator and denominator is scaled (so the quotient is, and `v_div_fmas` must
/// undo it).
///
/// The manual's rules in order: a zero operand gives NaN; `exponent(S2) - exponent(S1) >= 96`
/// (quotient near overflow) scales the denominator by 2^64 and sets VCC; a denormal
/// denominator scales either operand by 2^64 (the quotient is unchanged); a denormal `1 / S1`
/// (`|S1|` above 2^126) with a denormal quotient scales the denominator alone *down* by 2^64
/// and sets VCC (the manual's `ldexp(S0.f, 64)` there would make every such denominator
/// infinite; see docs/vega-sim.md), with a normal quotient both operands by 2^-64 without
/// VCC; a denormal quotient scales the numerator by 2^64 and sets VCC; a tiny numerator
/// (`exponent(S2) <= 23`) scales either operand by 2^64 without VCC.
pub fn div_scale32(s0: f32, den: f32, num: f32) -> (f32, bool) {
    if num.is_nan() || den.is_nan() || num == 0.0 || den == 0.0 {
        return (f32::from_bits(0x7fc0_0000), false);
    }
    if exponent32(num) - exponent32(den) >= 96 {
        return (if s0 == den { ldexp32(s0, 64) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (ldexp32(s0, 64), false);
    }
    let quotient_denormal = (num / den).is_subnormal();
    if (1.0 / den).is_subnormal() {
        if quotient_denormal {
            return (if s0 == den { ldexp32(s0, -64) } else { s0 }, true);
        }
        return (ldexp32(s0, -64), false);
    }
    if quotient_denormal {
        return (if s0 == num { ldexp32(s0, 64) } else { s0 }, true);
    }
    if exponent32(num) <= 23 {
        return (ldexp32(s0, 64), false);
    }
    (s0, false)
}

/// `v_div_scale_f64` (manual L8510-8533): [`div_scale32`]'s rules with 2^128 and the
/// thresholds 768 (quotient near overflow), 2^1022 (`1 / S1` denormal) and 53 (tiny numerator).
pub fn div_scale64(s0: f64, den: f64, num: f64) -> (f64, bool) {
    if num.is_nan() || den.is_nan() || num == 0.0 || den == 0.0 {
        return (f64::from_bits(0x7ff8_0000_0000_0000), false);
    }
    if exponent64(num) - exponent64(den) >= 768 {
        return (if s0 == den { ldexp64(s0, 128) } else { s0 }, true);
    }
    if den.is_subnormal() {
        return (ldexp64(s0, 128), false);
    }
    let quotient_denormal = (num / den).is_subnormal();
    if (1.0 / den).is_subnormal() {
        if quotient_denormal {
            return (if s0 == den { ldexp64(s0, -128) } else { s0 }, true);
        }
        return (ldexp64(s0, -128), false);
    }
    if quotient_denormal {
        return (if s0 == num { ldexp64(s0, 128) } else { s0 }, true);
    }
    if exponent64(num) <= 53 {
        return (ldexp64(s0, 128), false);
    }
    (s0, false)
}

/// `v_div_fmas_f32` (manual L8534-8541): `S0 * S1 + S2`, and with the lane's VCC bit set,
/// times 2^64 when `exponent(S2) > 127` (`|S2| >= 2`, the quotient of a scaled-up denominator)
/// and 2^-64 otherwise (that of a scaled-up numerator), rounded once.
pub fn div_fmas32(a: f32, b: f32, c: f32, vcc: bool) -> f32 {
    if !vcc {
        return a.mul_add(b, c);
    }
    let scale = if exponent32(c) > 127 { 64 } else { -64 };
    fma_scaled(f64::from(a), f64::from(b), f64::from(c), scale, F32_FORMAT) as f32
}

/// `v_div_fmas_f64` (manual L8542-8549): as [`div_fmas32`] with 2^±128 and the threshold 1023.
pub fn div_fmas64(a: f64, b: f64, c: f64, vcc: bool) -> f64 {
    if !vcc {
        return a.mul_add(b, c);
    }
    let scale = if exponent64(c) > 1023 { 128 } else { -128 };
    fma_scaled(a, b, c, scale, F64_FORMAT)
}

/// A binary floating-point format to round into: significand bits and the exponent of the
/// smallest denormal.
#[derive(Clone, Copy)]
struct Format {
    precision: u32,
    min_quantum: i32,
}

const F32_FORMAT: Format = Format {
    precision: 24,
    min_quantum: -149,
};

const F64_FORMAT: Format = Format {
    precision: 53,
    min_quantum: -1074,
};

/// A finite nonzero f64 as sign, integer significand and exponent: `x = ±m * 2^e`.
fn decompose(x: f64) -> (bool, u128, i32) {
    let bits = x.to_bits();
    let field = ((bits >> 52) & 0x7ff) as i32;
    let fraction = u128::from(bits & ((1u64 << 52) - 1));
    let (m, e) = if field == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, field - 1075)
    };
    (x.is_sign_negative(), m, e)
}

/// `(a * b + c) * 2^scale` rounded once, to nearest even, into `format` (whose values f64
/// holds exactly); infinite on overflow.
fn fma_scaled(a: f64, b: f64, c: f64, scale: i32, format: Format) -> f64 {
    let product_zero = a == 0.0 || b == 0.0;
    if !a.is_finite() || !b.is_finite() || !c.is_finite() || (product_zero && c == 0.0) {
        // Infinities, NaNs and exact zeros: scaling changes nothing.
        return a.mul_add(b, c);
    }
    // Both terms as (sign, significand, exponent), significands normalized to bit 124.
    let normalize = |(s, m, e): (bool, u128, i32)| {
        let shift = m.leading_zeros() as i32 - 3;
        (s, m << shift, e - shift)
    };
    let c_term = (c != 0.0).then(|| normalize(decompose(c)));
    let p_term = (!product_zero).then(|| {
        let (sa, ma, ea) = decompose(a);
        let (sb, mb, eb) = decompose(b);
        normalize((sa != sb, ma * mb, ea + eb))
    });
    let (sign, sum, exp) = match (p_term, c_term) {
        (Some(t), None) | (None, Some(t)) => t,
        (Some(p), Some(q)) => {
            let (x, y) = if p.2 >= q.2 { (p, q) } else { (q, p) };
            let d = (x.2 - y.2) as u32;
            // The smaller term shifted to the larger one's exponent; bits shifted out leave
            // a sticky bit one place below, which no rounding boundary can fall on.
            let (shifted, sticky) = if d >= 128 {
                (0, y.1 != 0)
            } else {
                (y.1 >> d, y.1 & ((1u128 << d) - 1) != 0)
            };
            let xm = x.1 << 1;
            let ym = (shifted << 1) | u128::from(sticky);
            if x.0 == y.0 {
                (x.0, xm + ym, x.2 - 1)
            } else if xm >= ym {
                (x.0, xm - ym, x.2 - 1)
            } else {
                (y.0, ym - xm, x.2 - 1)
            }
        }
        (None, None) => unreachable!("zero products with a zero addend returned above"),
    };
    if sum == 0 {
        return 0.0;
    }
    let exp = exp + scale;
    let top = 127 - sum.leading_zeros() as i32;
    let quantum = (top + exp - (format.precision as i32 - 1)).max(format.min_quantum);
    let shift = quantum - exp;
    let significand = if shift <= 0 {
        sum << -shift
    } else if shift >= 128 {
        0
    } else {
        let kept = sum >> shift;
        let rest = sum & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if rest > half || (rest == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    let magnitude = ldexp64(significand as f64, quantum);
    if sign {
        -magnitude
    } else {
        magnitude
    }
}

/// `v_div_fixup_f32` (manual L8442-8463): special cases of a division `n / d` whose estimate
/// is `q`: NaN operands (quieted: `Quiet(S2.f)`), 0/0 and inf/inf, x/0 and inf/y, x/inf and 0/y, quotients whose
/// exponent lies more than 150 below (they round to zero), else `q` with the quotient's sign.
/// An estimate that overflowed into NaN gives a correctly signed infinity.
pub(super) fn div_fixup32(q: f32, d: f32, n: f32) -> f32 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f32| if sign { -v.abs() } else { v.abs() };
    let quiet = |v: f32| f32::from_bits(v.to_bits() | 0x0040_0000);
    if n.is_nan() {
        quiet(n)
    } else if d.is_nan() {
        quiet(d)
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f32::from_bits(0x7fc0_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f32::INFINITY)
    } else if d.is_infinite() || n == 0.0 || exponent32(n) - exponent32(d) < -150 {
        signed(0.0)
    } else if q.is_nan() {
        signed(f32::INFINITY)
    } else {
        signed(q)
    }
}

/// `v_div_fixup_f64` (manual L8464-8485), as [`div_fixup32`] with the threshold -1075.
pub(super) fn div_fixup64(q: f64, d: f64, n: f64) -> f64 {
    let sign = (d.is_sign_negative()) ^ (n.is_sign_negative());
    let signed = |v: f64| if sign { -v.abs() } else { v.abs() };
    let quiet = |v: f64| f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000);
    if n.is_nan() {
        quiet(n)
    } else if d.is_nan() {
        quiet(d)
    } else if (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f64::from_bits(0x7ff8_0000_0000_0000)
    } else if d == 0.0 || n.is_infinite() {
        signed(f64::INFINITY)
    } else if d.is_infinite() || n == 0.0 || exponent64(n) - exponent64(d) < -1075 {
        signed(0.0)
    } else if q.is_nan() {
        signed(f64::INFINITY)
    } else {
        signed(q)
    }
}

#[cfg(test)]
#[path = "division_tests.rs"]
mod tests;
