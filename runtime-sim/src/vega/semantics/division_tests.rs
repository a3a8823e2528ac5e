//! `v_div_scale`, `v_div_fmas` and `v_div_fixup` on values hand-computed from the manual's
//! rules (and from the hardware observations docs/vega-sim.md cites), then the division
//! sequence LLVM emits (SIISelLowering's LowerFDIV32/LowerFDIV64, as clang-14 compiles
//! `a / b` for gfx900) run on these functions against the host's IEEE division.

use super::*;

fn p2(e: i32) -> f32 {
    ldexp32(1.0, e)
}

fn d2(e: i32) -> f64 {
    ldexp64(1.0, e)
}

#[test]
fn div_scale32_follows_the_manuals_cases() {
    // A zero operand: NaN, no VCC.
    let (d, vcc) = div_scale32(0.0, 1.0, 0.0);
    assert!(d.is_nan() && !vcc);
    // exponent(FLT_MAX) - exponent(1.0) = 254 - 127 >= 96: the denominator alone is scaled.
    assert_eq!(div_scale32(1.0, 1.0, f32::MAX), (p2(64), true));
    assert_eq!(div_scale32(f32::MAX, 1.0, f32::MAX), (f32::MAX, true));
    // A denormal denominator (2^-149) under 2^-40 (87 - 0 < 96): both scaled, no VCC.
    assert_eq!(div_scale32(p2(-149), p2(-149), p2(-40)), (p2(-85), false));
    assert_eq!(div_scale32(p2(-40), p2(-149), p2(-40)), (p2(24), false));
    // 1 / 2^127 is denormal, so is 1 / 2^127: the denominator alone, down by 2^64, VCC set.
    assert_eq!(div_scale32(p2(127), p2(127), 1.0), (p2(63), true));
    assert_eq!(div_scale32(1.0, p2(127), 1.0), (1.0, true));
    // 1 / FLT_MAX is denormal, FLT_MAX / FLT_MAX = 1 is not: both down by 2^64, no VCC.
    let below_max = f32::MAX / p2(64);
    assert_eq!(
        div_scale32(f32::MAX, f32::MAX, f32::MAX),
        (below_max, false)
    );
    // 1 / 2^120 = 2^-120 is normal, 2^-10 / 2^120 = 2^-130 is denormal: the numerator alone
    // is scaled up by 2^64, VCC set.
    assert_eq!(div_scale32(p2(-10), p2(120), p2(-10)), (p2(54), true));
    assert_eq!(div_scale32(p2(120), p2(120), p2(-10)), (p2(120), true));
    // A tiny numerator (exponent 7 <= 23): both scaled, no VCC.
    assert_eq!(div_scale32(p2(-120), 1.0, p2(-120)), (p2(-56), false));
    assert_eq!(div_scale32(1.0, 1.0, p2(-120)), (p2(64), false));
    // FLT_MIN / FLT_MIN is the tiny-numerator case too: the quotient stays 1.
    let min = f32::MIN_POSITIVE;
    assert_eq!(div_scale32(min, min, min), (p2(-62), false));
    // Nothing to do: S0 unchanged.
    assert_eq!(div_scale32(2.0, 4.0, 2.0), (2.0, false));
}

#[test]
fn div_scale64_follows_the_manuals_cases() {
    let (d, vcc) = div_scale64(1.0, 0.0, 1.0);
    assert!(d.is_nan() && !vcc);
    // exponent(2^800) - exponent(1) = 800 >= 768.
    assert_eq!(div_scale64(1.0, 1.0, d2(800)), (d2(128), true));
    assert_eq!(div_scale64(d2(800), 1.0, d2(800)), (d2(800), true));
    // 1 / 2^1023 is denormal and so is 1 / 2^1023: the denominator alone, down by 2^128.
    assert_eq!(div_scale64(d2(1023), d2(1023), 1.0), (d2(895), true));
    assert_eq!(div_scale64(1.0, d2(1023), 1.0), (1.0, true));
    // 1 / 2^1023 denormal, 2^1000 / 2^1023 = 2^-23 not: both down by 2^128, no VCC.
    assert_eq!(div_scale64(d2(1023), d2(1023), d2(1000)), (d2(895), false));
    assert_eq!(div_scale64(d2(1000), d2(1023), d2(1000)), (d2(872), false));
    // 2^-1000 / 2^30 is denormal: the numerator alone, up by 2^128.
    assert_eq!(div_scale64(d2(-1000), d2(30), d2(-1000)), (d2(-872), true));
    // A tiny numerator (exponent 23 <= 53): both up by 2^128.
    assert_eq!(div_scale64(1.0, 1.0, d2(-1000)), (d2(128), false));
    // A denormal denominator under 2^-300 (723 - 0 < 768): both up by 2^128.
    assert_eq!(
        div_scale64(d2(-1074), d2(-1074), d2(-300)),
        (d2(-946), false)
    );
    assert_eq!(div_scale64(3.0, 5.0, 3.0), (3.0, false));
}

#[test]
fn div_fmas_scales_by_the_quotients_side_of_two() {
    assert_eq!(div_fmas32(2.0, 3.0, 1.0, false), 7.0);
    // VCC set, S2 = 2 (exponent 128 > 127): times 2^64; S2 = 1: times 2^-64.
    assert_eq!(div_fmas32(1.0, 1.0, 2.0, true), 3.0 * p2(64));
    assert_eq!(div_fmas32(2.0, 3.0, 1.0, true), 7.0 * p2(-64));
    assert_eq!(div_fmas64(1.0, 1.0, 2.0, true), 3.0 * d2(128));
    assert_eq!(div_fmas64(2.0, 3.0, 1.0, true), 7.0 * d2(-128));
    // One rounding: 2^-63 + 2^-86 + 2^-109, times 2^-64, is 2^-127 + 2^-150 + 2^-173, above
    // half of the smallest denormal step 2^-149: 2^-127 + 2^-149 (bits 0x0040_0001). Rounding
    // to f32 first (2^-63 + 2^-86) and then scaling would tie to even, 2^-127.
    let a = p2(-43) * (1.0 + p2(-23));
    let r = div_fmas32(a, p2(-43), p2(-63), true);
    assert_eq!(r.to_bits(), 0x0040_0001);
    // The same in double: 2^-895 + 2^-1075 + 2^-1127 after scaling: 2^-895 + 2^-1074.
    let a = d2(-500) * (1.0 + d2(-52));
    let r = div_fmas64(a, d2(-447), d2(-767), true);
    assert_eq!(r, d2(-895) + d2(-1074));
    // Overflow after scaling: infinity.
    assert_eq!(div_fmas32(0.0, 0.0, f32::MAX, true), f32::INFINITY);
}

#[test]
fn div_fixup_flushes_quotients_far_below_the_denormals() {
    // exponent(2^-105) - exponent(2^70) = 22 - 197 < -150: zero, whatever the estimate.
    assert_eq!(div_fixup32(f32::NAN, p2(70), p2(-105)), 0.0);
    assert_eq!(div_fixup64(f64::NAN, d2(900), -d2(-1000)), -0.0);
    // 0 / y: a zero of the quotient's sign (the estimate is div_scale's NaN).
    assert_eq!(
        div_fixup32(f32::NAN, -3.0, 0.0).to_bits(),
        (-0.0f32).to_bits()
    );
    assert_eq!(div_fixup32(f32::NAN, 0.0, -3.0), f32::NEG_INFINITY);
    assert_eq!(div_fixup32(0.75, -2.0, 1.5), -0.75);
    // NaN operands come out quiet (`Quiet(S2.f)`), the numerator's first.
    let signaling = f32::from_bits(0xffac_6de8);
    assert_eq!(div_fixup32(1.0, 2.0, signaling).to_bits(), 0xffec_6de8);
    assert_eq!(
        div_fixup32(1.0, signaling, f32::from_bits(0x7f80_0001)).to_bits(),
        0x7fc0_0001
    );
    let signaling = f64::from_bits(0x7ff0_0000_0000_0001);
    assert_eq!(
        div_fixup64(1.0, signaling, 2.0).to_bits(),
        0x7ff8_0000_0000_0001
    );
}

/// LLVM's single-precision division (the gfx900 code of `a / b`): two `v_div_scale_f32`,
/// `v_rcp_f32`, five FMAs and a multiply, `v_div_fmas_f32` on the numerator's VCC,
/// `v_div_fixup_f32`. `v_rcp_f32` is the simulator's correctly rounded reciprocal.
fn llvm_fdiv32(n: f32, d: f32) -> f32 {
    let (den, _) = div_scale32(d, d, n);
    let (num, vcc) = div_scale32(n, d, n);
    let rcp = 1.0 / den;
    let e = (-den).mul_add(rcp, 1.0);
    let r = e.mul_add(rcp, rcp);
    let mul = num * r;
    let fma2 = (-den).mul_add(mul, num);
    let q = fma2.mul_add(r, mul);
    let fma4 = (-den).mul_add(q, num);
    div_fixup32(div_fmas32(fma4, r, q, vcc), d, n)
}

/// LLVM's double-precision division (LowerFDIV64 for gfx900).
fn llvm_fdiv64(n: f64, d: f64) -> f64 {
    let (den, _) = div_scale64(d, d, n);
    let (num, vcc) = div_scale64(n, d, n);
    let rcp = 1.0 / den;
    let e = (-den).mul_add(rcp, 1.0);
    let r = rcp.mul_add(e, rcp);
    let e2 = (-den).mul_add(r, 1.0);
    let r2 = r.mul_add(e2, r);
    let mul = num * r2;
    let fma4 = (-den).mul_add(mul, num);
    div_fixup64(div_fmas64(fma4, r2, mul, vcc), d, n)
}

/// Edge magnitudes of f32: denormals, the normal extremes, powers of two near both ends.
fn edges32() -> Vec<f32> {
    let mut v = vec![
        f32::from_bits(1),
        f32::from_bits(0x0000_0003),
        f32::from_bits(0x0040_0000),
        f32::from_bits(0x007f_ffff),
        f32::MIN_POSITIVE,
        f32::from_bits(0x0080_0001),
        f32::MAX,
        f32::from_bits(0x7f7f_fffe),
        1.0,
        3.0,
        0.1,
        f32::from_bits(0x3f7f_ffff),
        f32::from_bits(0x3f80_0001),
    ];
    for e in [
        -149, -140, -127, -126, -125, -105, -104, -103, -64, -63, 63, 64, 95, 96, 126, 127,
    ] {
        v.push(p2(e));
        v.push(p2(e) * 1.5);
    }
    v
}

fn edges64() -> Vec<f64> {
    let mut v = vec![
        f64::from_bits(1),
        f64::from_bits(0x0008_0000_0000_0000),
        f64::from_bits(0x000f_ffff_ffff_ffff),
        f64::MIN_POSITIVE,
        f64::MAX,
        1.0,
        3.0,
        0.1,
        1.0 - f64::EPSILON / 2.0,
        1.0 + f64::EPSILON,
    ];
    for e in [
        -1074, -1060, -1023, -1022, -1021, -970, -969, -968, -128, 127, 767, 768, 1022, 1023,
    ] {
        v.push(d2(e));
        v.push(d2(e) * 1.5);
    }
    v
}

#[test]
fn llvm_f32_division_sequence_is_correctly_rounded_on_edge_operands() {
    let edges = edges32();
    let mut wrong = Vec::new();
    for &a in &edges {
        for &b in &edges {
            for (n, d) in [(a, b), (-a, b), (a, -b)] {
                let got = llvm_fdiv32(n, d);
                if got.to_bits() != (n / d).to_bits() {
                    wrong.push(format!("{n:e} / {d:e}: {got:e}, host {:e}", n / d));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn llvm_f64_division_sequence_is_correctly_rounded_on_edge_operands() {
    let edges = edges64();
    let mut wrong = Vec::new();
    for &a in &edges {
        for &b in &edges {
            for (n, d) in [(a, b), (-a, b), (a, -b)] {
                let got = llvm_fdiv64(n, d);
                if got.to_bits() != (n / d).to_bits() {
                    wrong.push(format!("{n:e} / {d:e}: {got:e}, host {:e}", n / d));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// xorshift64, for reproducible random bit patterns.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn llvm_division_sequences_are_correctly_rounded_on_random_bits() {
    let mut state = 0x9e37_79b9_7f4a_7c15;
    let mut wrong = Vec::new();
    for _ in 0..100_000 {
        let (n, d) = (next(&mut state) as u32, next(&mut state) as u32);
        // Every other divisor shares the dividend's exponent, for quotients near 1.
        let d = if d & 1 == 0 {
            (n & 0xff80_0000) | (d >> 9)
        } else {
            d
        };
        let (n, d) = (f32::from_bits(n), f32::from_bits(d));
        let (got, host) = (llvm_fdiv32(n, d), n / d);
        if got.to_bits() != host.to_bits() && !(got.is_nan() && host.is_nan()) {
            wrong.push(format!("{n:e} / {d:e}: {got:e}, host {host:e}"));
        }
        let (n, d) = (next(&mut state), next(&mut state));
        let d = if d & 1 == 0 {
            (n & 0xfff0_0000_0000_0000) | (d >> 12)
        } else {
            d
        };
        let (n, d) = (f64::from_bits(n), f64::from_bits(d));
        let (got, host) = (llvm_fdiv64(n, d), n / d);
        if got.to_bits() != host.to_bits() && !(got.is_nan() && host.is_nan()) {
            wrong.push(format!("{n:e} / {d:e}: {got:e}, host {host:e}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(30)].join("\n")
    );
}
