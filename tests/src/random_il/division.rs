//! Comparison of a generated program's output when the implementation under test divides
//! inexactly: the R600 back end lowers float `div` and `mod` with `RECIP_IEEE` + `MUL_IEEE`,
//! which D3D10 allows to be 2.5 ulp from the exact quotient (docs/r600-backend.md,
//! "Division"). With [`super::Features::float_div`] every division writes only its own
//! record (dividend, divisor, result; [`super::ast::DIV_REG`]), which no other value reads, so
//! exactly the record's result words may differ from the reference:
//!
//! - every word but the result words is compared bit for bit (the recorded operands too);
//! - `div` by a divisor that is zero once denormals are flushed: bit for bit (the `_zeroop`
//!   value, IL manual DIV L7791, is a selection, not an approximation);
//! - `div` otherwise: within [`DIV_TOLERANCE_ULP`] of the reference's correctly rounded
//!   quotient (2.5 ulp from the exact quotient plus the reference's 0.5 of rounding);
//! - `mod` (`a - b·trunc(a/b)`, `a` for `b == 0`, IL manual MOD L8577): bit for bit, except
//!   where an approximate quotient within the tolerance truncates to another integer than the
//!   exact one; then the result must be `a - b·t` for that other `t`, within the rounding of
//!   the multiply and subtract ([`mod_matches`]).

use super::ast::DIV_NOT_RUN;
use super::emit::{slots, SLOTS};
use super::Features;
use runtime_sim::output::ulp_distance;

/// Largest distance in representable floats between a `div` result and the reference's
/// correctly rounded quotient: D3D10's 2.5 ulp from the exact quotient, plus the 0.5 ulp of
/// the reference's own rounding.
pub const DIV_TOLERANCE_ULP: u64 = 3;

/// What a comparison saw in the division records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DivisionStats {
    /// `div` components executed (records whose divisor word was written).
    pub divs: u64,
    /// `mod` components executed.
    pub mods: u64,
    /// Of those, divisions by zero (flushed), compared bit for bit.
    pub by_zero: u64,
    /// Largest ulp distance of a `div` result from the reference's.
    pub max_div_ulp: u64,
    /// `mod` results that took the other truncation (accepted by [`mod_matches`]).
    pub mod_other_trunc: u64,
}

impl DivisionStats {
    /// Adds `other`'s counts to these (the maximum of the maxima).
    pub fn add(&mut self, other: &DivisionStats) {
        self.divs += other.divs;
        self.mods += other.mods;
        self.by_zero += other.by_zero;
        self.max_div_ulp = self.max_div_ulp.max(other.max_div_ulp);
        self.mod_other_trunc += other.mod_other_trunc;
    }
}

/// `x` with a denormal flushed to a zero of its sign (as the IL's float compares see it).
fn flushed(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0 * x.signum()
    } else {
        x
    }
}

/// The spacing of `f32` values at magnitude `x` (that of the smallest normal below it).
fn f32_spacing(x: f64) -> f64 {
    let f = (x.abs() as f32).clamp(f32::MIN_POSITIVE, f32::MAX);
    let bits = f.to_bits();
    f64::from(f32::from_bits(bits) - f32::from_bits(bits - 1))
}

/// Whether `actual` is an acceptable `div` result where the reference computed `expected`
/// from divisor `b` (`b` zero after flushing: bit for bit; otherwise within
/// [`DIV_TOLERANCE_ULP`], NaN only against NaN). Returns the ulp distance when acceptable.
pub fn div_matches(b: u32, expected: u32, actual: u32) -> Option<u64> {
    if expected == actual {
        return Some(0);
    }
    let (e, a) = (f32::from_bits(expected), f32::from_bits(actual));
    if flushed(f32::from_bits(b)) == 0.0 || e.is_nan() || a.is_nan() {
        return None;
    }
    let d = ulp_distance(expected, actual);
    (d <= DIV_TOLERANCE_ULP).then_some(d)
}

/// Whether `actual` is an acceptable `mod` result for dividend `a`, divisor `b` where the
/// reference computed `expected`: bit for bit, or (divisor non-zero) `a - b·t` for an
/// integer `t` other than the reference's (`trunc` of the `f32` quotient) that some quotient within [`DIV_TOLERANCE_ULP`] of the exact `a/b` truncates
/// to, within the rounding of computing it in `f32` (one rounding of `b·t`, whose size is
/// that of `a` or `b·t`, and one of the result).
pub fn mod_matches(a: u32, b: u32, expected: u32, actual: u32) -> bool {
    if expected == actual {
        return true;
    }
    let (a, b) = (flushed(f32::from_bits(a)), flushed(f32::from_bits(b)));
    let r = f32::from_bits(actual);
    if b == 0.0 || a.is_nan() || b.is_nan() || !r.is_finite() || !a.is_finite() {
        return false;
    }
    // The reference truncates its correctly rounded `f32` quotient.
    let reference_t = f64::from((a / b).trunc());
    let (a, b, r) = (f64::from(a), f64::from(b), f64::from(r));
    let q = a / b;
    if !q.is_finite() {
        return false;
    }
    let margin = DIV_TOLERANCE_ULP as f64 * f32_spacing(q);
    let (lo, hi) = ((q - margin).trunc(), (q + margin).trunc());
    // Quotients this large are integers in `f32` (|q| ≥ 2^23): the result is `a - b·q'` for
    // some `q'` within the margin of `q`, so it lies within `|b|·margin` of `a - b·q` (about
    // zero), plus the roundings of `b·q'` and of the result.
    if hi - lo > 4.0 {
        let bound = b.abs() * margin + f32_spacing(a) + f32_spacing(r);
        return (r - (a - b * q)).abs() <= bound;
    }
    let mut t = lo;
    while t <= hi {
        if t == reference_t {
            // The reference's truncation: the result is computed as the reference's.
            t += 1.0;
            continue;
        }
        let exact = a - b * t;
        let rounding = f32_spacing(a.abs().max((b * t).abs())) + f32_spacing(exact);
        if (r - exact).abs() <= rounding {
            return true;
        }
        t += 1.0;
    }
    false
}

/// Whether an output of `words` words for `lanes` lanes has the division records (its lanes
/// are as wide as a program generated with [`Features::float_div`] writes).
pub fn output_has_records(words: usize, lanes: usize) -> bool {
    let features = Features {
        float_div: true,
        ..Features::r600()
    };
    words == lanes * 4 * slots(&features) as usize
}

/// The output word of `lane`'s `div` (`record` 0) or `mod` (1) result, component
/// `component`, in a program with division records (its dividend is 8 words before, its
/// divisor 4).
pub fn result_word(lane: usize, record: usize, component: usize) -> usize {
    let features = Features {
        float_div: true,
        ..Features::r600()
    };
    lane * 4 * slots(&features) as usize + 4 * (SLOTS as usize + 3 * record + 2) + component
}

/// Compares a generated program's output `actual` with the reference's `expected` (the
/// `g[]` or output UAV words of `lanes` lanes of a program generated with division records
/// when `records`, [`Features::float_div`]): see the module documentation. Returns what the
/// division records held, or the first mismatch.
pub fn compare_output(
    records: bool,
    lanes: usize,
    expected: &[u32],
    actual: &[u32],
) -> Result<DivisionStats, String> {
    let features = Features {
        float_div: records,
        ..Features::r600()
    };
    let lane_words = 4 * slots(&features) as usize;
    if expected.len() != actual.len() || expected.len() != lanes * lane_words {
        return Err(format!(
            "output of {} words, expected {} ({lanes} lanes of {lane_words})",
            actual.len(),
            expected.len()
        ));
    }
    let result_word = |i: usize| -> Option<(usize, usize)> {
        if !records {
            return None;
        }
        let slot = (i % lane_words) / 4;
        let record_slot = slot.checked_sub(SLOTS as usize)?;
        (record_slot % 3 == 2).then_some((record_slot / 3, i - 8))
    };
    let mut stats = DivisionStats::default();
    for (i, (&want, &got)) in expected.iter().zip(actual).enumerate() {
        let lane = i / lane_words;
        let Some((record, a_word)) = result_word(i) else {
            if want != got {
                return Err(format!(
                    "word {i} (lane {lane}, slot {}): 0x{got:08x}, expected 0x{want:08x}",
                    (i % lane_words) / 4
                ));
            }
            continue;
        };
        let (a, b) = (expected[a_word], expected[a_word + 4]);
        if b == DIV_NOT_RUN {
            continue;
        }
        if flushed(f32::from_bits(b)) == 0.0 {
            stats.by_zero += 1;
        }
        let describe = || {
            format!(
                "lane {lane} {} record word {i}: 0x{a:08x} ({:e}) / 0x{b:08x} ({:e}) gave \
                 0x{got:08x} ({:e}), expected 0x{want:08x} ({:e})",
                if record == 0 { "div" } else { "mod" },
                f32::from_bits(a),
                f32::from_bits(b),
                f32::from_bits(got),
                f32::from_bits(want)
            )
        };
        if record == 0 {
            stats.divs += 1;
            match div_matches(b, want, got) {
                Some(d) => stats.max_div_ulp = stats.max_div_ulp.max(d),
                None => return Err(format!("division beyond the tolerance: {}", describe())),
            }
        } else {
            stats.mods += 1;
            if !mod_matches(a, b, want, got) {
                return Err(format!("mod beyond the tolerance: {}", describe()));
            }
            if want != got {
                stats.mod_other_trunc += 1;
            }
        }
    }
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: u32 = 0x3f80_0000;

    #[test]
    fn ulp_distances_by_hand() {
        // 1.0 and its neighbours: 0x3f800001 is 1 + 2^-23, 0x3f7fffff is 1 - 2^-24.
        assert_eq!(ulp_distance(ONE, ONE + 4), 4);
        assert_eq!(ulp_distance(ONE, 0x3f7f_ffff), 1);
        // Across zero: +0 and -0 are 0 apart, the smallest denormals of both signs 2.
        assert_eq!(ulp_distance(0, 0x8000_0000), 0);
        assert_eq!(ulp_distance(1, 0x8000_0001), 2);
        // FLT_MAX and infinity are neighbours.
        assert_eq!(ulp_distance(0x7f7f_ffff, 0x7f80_0000), 1);
    }

    #[test]
    fn div_tolerance_accepts_three_ulp_and_reports_four() {
        let b = 3.0f32.to_bits();
        assert_eq!(div_matches(b, ONE, ONE), Some(0));
        assert_eq!(div_matches(b, ONE, ONE + 3), Some(3));
        assert_eq!(div_matches(b, ONE, ONE - 3), Some(3));
        assert_eq!(div_matches(b, ONE, ONE + 4), None);
        assert_eq!(div_matches(b, ONE, ONE - 4), None);
        // Wrong sign: far away.
        assert_eq!(div_matches(b, ONE, ONE | 0x8000_0000), None);
    }

    #[test]
    fn div_by_zero_is_bit_exact() {
        let inf = f32::INFINITY.to_bits();
        let max = f32::MAX.to_bits();
        // Zero and a denormal (flushed to zero) divisor: the zeroop value exactly.
        for b in [0, 0x8000_0000, 0x0000_0123] {
            assert_eq!(div_matches(b, inf, inf), Some(0));
            assert_eq!(div_matches(b, inf, max), None, "FLT_MAX for infinity");
            assert_eq!(div_matches(b, 0, 0x8000_0000), None, "-0 for +0");
        }
        // NaN only matches itself.
        assert_eq!(div_matches(ONE, f32::NAN.to_bits(), ONE), None);
    }

    #[test]
    fn mod_accepts_the_other_truncation_only_near_an_integer() {
        // Found by the random test: -422 / -2.603219e-4 is 1621069.98 exactly, 1621070 in
        // f32 (whose `mod` is fl(-422 - fl(b·1621070)) = 0); RECIP_IEEE + MUL_IEEE gives
        // 1621069.875, so t = 1621069 and -422 - b·1621069 = -2.5560e-4, which is -2^-12
        // after the f32 rounding of b·t (spacing 2^-15 at 422). -2^-11 is not reachable:
        // the quotients within 3 ulp (0.375) truncate to 1621069 or 1621070 only.
        let (a, b) = (0xc3d3_0000, 0xb988_7bd0);
        assert!(mod_matches(a, b, 0, 0xb980_0000));
        assert!(!mod_matches(a, b, 0, 0x3980_0000), "wrong sign");
        assert!(!mod_matches(a, b, 0, 0xba00_0000));
        // Also found: 30.5 / 1e-30 (3.05e31, an integer in f32; spacing 2^81 there, so the
        // margin of 3 ulp times b is 7.3e-6): the reference's result is 0, the R600's
        // -2^-19 = -1.9e-6 (a - b·q' for a q' 1 ulp away); 1e-4 is far outside.
        let (a, b) = (30.5f32.to_bits(), 1.0e-30f32.to_bits());
        assert!(mod_matches(a, b, 0, 0xb600_0000));
        assert!(!mod_matches(a, b, 0, 1.0e-4f32.to_bits()));
        let w = |x: f32| x.to_bits();
        // 7 mod 2 = 1 (quotient 3.5, far from an integer): 3 (trunc 2) is wrong.
        assert!(mod_matches(w(7.0), w(2.0), w(1.0), w(1.0)));
        assert!(!mod_matches(w(7.0), w(2.0), w(1.0), w(3.0)));
        assert!(!mod_matches(w(7.0), w(2.0), w(1.0), w(-1.0)));
        // 6 mod 2 = 0 (quotient exactly 3): a quotient 2.5 ulp below truncates to 2, giving
        // 6 - 2·2 = 2; one above still truncates to 3. 6 - 2·4 = -2 is not reachable.
        assert!(mod_matches(w(6.0), w(2.0), w(0.0), w(2.0)));
        assert!(!mod_matches(w(6.0), w(2.0), w(0.0), w(-2.0)));
        assert!(!mod_matches(w(6.0), w(2.0), w(0.0), w(2.5)));
        // By zero: the dividend, bit for bit.
        assert!(mod_matches(w(6.0), 0, w(6.0), w(6.0)));
        assert!(!mod_matches(w(6.0), 0, w(6.0), w(0.0)));
        // -1.7 mod 1.0 = -0.7 (the manual's example); not near an integer, so a result one
        // float away is reported.
        let want = w(-1.7f32 - (-1.0f32));
        assert!(!mod_matches(w(-1.7), w(1.0), want, want + 1));
    }

    /// One lane's output of a `float_div` program: the variables and scratch slots, then the
    /// `div` record (a, b, result) and the `mod` record.
    fn lane(div: [f32; 3], modulo: [f32; 3]) -> Vec<u32> {
        let mut words = vec![7u32; 4 * SLOTS as usize];
        for v in div.iter().chain(modulo.iter()) {
            words.extend([v.to_bits(); 4]);
        }
        words
    }

    #[test]
    fn output_comparison_is_exact_outside_the_results_and_reports_a_wrong_division() {
        let expected = lane([1.0, 3.0, 1.0 / 3.0], [7.0, 2.0, 1.0]);
        assert_eq!(expected.len(), 4 * slots(&Features::r600()) as usize);
        let stats = compare_output(true, 1, &expected, &expected).unwrap();
        assert_eq!((stats.divs, stats.mods, stats.max_div_ulp), (4, 4, 0));
        let div_word = 4 * (SLOTS as usize + 2);
        // Two ulp off in one div component: accepted and counted.
        let mut near = expected.clone();
        near[div_word + 1] += 2;
        assert_eq!(
            compare_output(true, 1, &expected, &near)
                .unwrap()
                .max_div_ulp,
            2
        );
        // Four ulp off: reported, naming the division.
        let mut wrong = expected.clone();
        wrong[div_word + 2] += 4;
        let e = compare_output(true, 1, &expected, &wrong).unwrap_err();
        assert!(e.contains("division beyond the tolerance"), "{e}");
        // One ulp off in a recorded operand or a variable: reported (bit-exact words).
        for word in [div_word - 4, div_word - 8, 0, 4 * SLOTS as usize - 1] {
            let mut off = expected.clone();
            off[word] += 1;
            assert!(
                compare_output(true, 1, &expected, &off).is_err(),
                "word {word}"
            );
        }
        // A `mod` result one float off (3.5 is not near an integer): reported.
        let mut wrong_mod = expected.clone();
        wrong_mod[div_word + 12] += 1;
        let e = compare_output(true, 1, &expected, &wrong_mod).unwrap_err();
        assert!(e.contains("mod beyond the tolerance"), "{e}");
        // A record that never ran is not counted.
        let mut idle = expected.clone();
        for k in 0..4 {
            idle[div_word - 4 + k] = DIV_NOT_RUN;
        }
        let stats = compare_output(true, 1, &idle, &idle).unwrap();
        assert_eq!((stats.divs, stats.mods), (0, 4));
    }
}
