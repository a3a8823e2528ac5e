//! `d2f(ddiv(f2d(a), f2d(b)))` on Vega gives the interpreter's result, which divides in
//! double precision and converts (IL manual L7296-7310, L9203-9204), bit for bit: on every
//! pair of special floats (zeros, denormals, the extremes of the normal range, infinities,
//! NaN) and on random bit patterns, divisors that are zero after flushing excepted.
//!
//! The GCN back end narrows the quotient to a single-precision division
//! (`ilc_ir::passes::narrow_division`: exact, double rounding is innocuous for division), so
//! this runs the single-precision sequence (`v_div_scale_f32` ... `v_div_fixup_f32`) on
//! extreme operands: `FLT_MIN / FLT_MIN`, `FLT_MAX / FLT_MAX` and quotients that overflow or
//! underflow (docs/vega-sim.md, "Division"). IL `div` and `ddiv` themselves run on the same
//! kinds of extreme operands (floats, and doubles around the scaling thresholds of
//! `v_div_scale_f64`) against the interpreter too.
//!
//! Zero divisors are included: `ddiv` gives "the correct IEEE result" (L9204), ±inf (the
//! IR and Vega gave ±DBL_MAX until `ZeroOp::Ieee`). `0 / 0` and `inf / inf` are left out:
//! the interpreter's NaN is the host's default NaN (sign bit set on x86), the hardware's
//! is positive.

use super::gcn_diff::vega_matches_interp;
use ilc::Target;
use runtime_sim::launch::LaunchSpec;

/// The quotient of each input pair (a, b) as doubles, demoted to float.
const IL: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 3, 2, 0, 0
ishl r0.x, vAbsTid.x, l0.x
ishl r0.y, vAbsTid.x, l0.y
uav_raw_load_id(0) r1.xy, r0.x
f2d r2.xy, r1.x
f2d r2.zw, r1.y
ddiv r3.xy, r2, r2.zwzw
d2f r4.x, r3
uav_raw_store_id(1) mem.x, r0.y, r4
end
";

/// Special float bit patterns: signed zeros, denormals, the smallest and largest normals,
/// ones, values whose quotients overflow or underflow float, infinities and NaNs.
const SPECIALS: [u32; 22] = [
    0x0000_0000,
    0x8000_0000,
    0x0000_0001,
    0x8040_0000,
    0x007f_ffff,
    0x0080_0000,
    0x8080_0000,
    0x0080_0001,
    0x3f80_0000,
    0xbf80_0000,
    0x4040_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x7f00_0000,
    0x0100_0000,
    0x3f7f_ffff,
    0x4b80_0001,
    0x3eaa_aaab,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0xffc0_0001,
];

/// xorshift32, for reproducible random bit patterns.
fn next(state: &mut u32) -> u32 {
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    *state
}

#[test]
fn demoted_double_division_of_floats_matches_the_interpreter() {
    let program = ilc::cli::load_text(IL).expect("parses");
    let compiled =
        ilc::compile_program(&program, Target::Vega, &ilc::Options::default()).expect("compiles");
    let asm = compiled.asm();
    assert!(
        asm.contains("v_div_scale_f32") && !asm.contains("v_div_scale_f64"),
        "the division is narrowed to single precision:\n{asm}"
    );
    let mut inputs = special_pairs();
    let nonzero = |b: u32| b & 0x7f80_0000 != 0;
    let mut state = 0x1234_5678;
    while inputs.len() < 2 * 4096 {
        let a = next(&mut state);
        // Every fourth divisor shares the dividend's exponent range, so that quotients near
        // 1 (and their rounding) are frequent, not only overflows and underflows.
        let b = match next(&mut state) {
            r if r % 4 == 0 => (a & 0xff80_0000) | (r >> 9),
            r => r,
        };
        if nonzero(b) {
            inputs.extend([a, b]);
        }
    }
    check(IL, inputs, 2, 1, &[0x3f80_0000, 0x3f80_0000]);
}

/// Every (dividend, divisor) pair of [`SPECIALS`] but `0 / 0` and `inf / inf` (a NaN the
/// operation creates, see the module documentation); zero (and denormal, zero after
/// flushing) divisors of anything else stay.
fn special_pairs() -> Vec<u32> {
    let zero = |x: u32| x & 0x7f80_0000 == 0;
    let infinite = |x: u32| x & 0x7fff_ffff == 0x7f80_0000;
    let mut pairs = Vec::new();
    for &a in &SPECIALS {
        for &b in &SPECIALS {
            if !((infinite(a) && infinite(b)) || (zero(a) && zero(b))) {
                pairs.extend([a, b]);
            }
        }
    }
    pairs
}

/// IL `div` (single precision, default `zeroop(fltmax)`) on every pair of [`SPECIALS`].
const IL_DIV: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 3, 2, 0, 0
ishl r0.x, vAbsTid.x, l0.x
ishl r0.y, vAbsTid.x, l0.y
uav_raw_load_id(0) r1.xy, r0.x
div r4.x, r1.x, r1.y
uav_raw_store_id(1) mem.x, r0.y, r4
end
";

/// IL `ddiv` on pairs of doubles (four words per pair in, two out).
const IL_DDIV: &str = "il_cs_2_0
dcl_num_thread_per_group 64, 1, 1
dcl_raw_uav_id(0)
dcl_raw_uav_id(1)
dcl_literal l0, 4, 3, 0, 0
ishl r0.x, vAbsTid.x, l0.x
ishl r0.y, vAbsTid.x, l0.y
uav_raw_load_id(0) r2, r0.x
ddiv r3.xy, r2, r2.zwzw
uav_raw_store_id(1) mem.xy, r0.y, r3
end
";

/// Runs `il` on `words` (the input UAV, `per_item` words per work-item, padded with `pad`)
/// on Vega and in the interpreter.
fn check(il: &str, mut words: Vec<u32>, per_item: usize, out_per_item: usize, pad: &[u32]) {
    while (words.len() / per_item) % 64 != 0 {
        words.extend_from_slice(pad);
    }
    let n = words.len() / per_item;
    let launch_json = format!(
        "{{\"global\": [{n}, 1, 1], \"group\": [64, 1, 1], \"uavs\": {{\"0\": {{\"u32\": {words:?}}}, \"1\": {{\"zero\": {}}}}}}}",
        n * out_per_item
    );
    let launch = LaunchSpec::parse(&launch_json, "division.launch.json").expect("launch");
    vega_matches_interp(il, &launch).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn float_division_of_extreme_operands_matches_the_interpreter() {
    // `FLT_MIN / FLT_MIN`, `FLT_MAX / FLT_MAX`, overflowing and underflowing quotients, zero
    // divisors (±FLT_MAX by the dividend's sign); NaN-creating pairs left out as above.
    check(IL_DIV, special_pairs(), 2, 1, &[0x3f80_0000, 0x3f80_0000]);
}

#[test]
fn double_division_of_extreme_operands_matches_the_interpreter() {
    // Denormals, DBL_MIN, DBL_MAX, powers of two where `v_div_scale_f64` changes its
    // scaling (2^±1022, 2^-969, 2^768), zeros, infinities.
    let mut specials: Vec<u64> = vec![
        0,
        1 << 63,
        1,
        0x000f_ffff_ffff_ffff,
        0x0010_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0xffef_ffff_ffff_ffff,
        1.0f64.to_bits(),
        3.0f64.to_bits(),
        0.1f64.to_bits(),
        f64::INFINITY.to_bits(),
        f64::NEG_INFINITY.to_bits(),
    ];
    for e in [-1022, -969, -968, 127, 768, 1022, 1023] {
        specials.push(2f64.powi(e).to_bits());
        specials.push((-1.5 * 2f64.powi(e)).to_bits());
    }
    let infinite = |x: u64| x & !(1 << 63) == 0x7ff0_0000_0000_0000;
    let zero = |x: u64| x & !(1 << 63) == 0;
    let mut words = Vec::new();
    for &a in &specials {
        for &b in &specials {
            if !((infinite(a) && infinite(b)) || (zero(a) && zero(b))) {
                words.extend([a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32]);
            }
        }
    }
    let one = 1.0f64.to_bits();
    let one = [one as u32, (one >> 32) as u32];
    check(IL_DDIV, words, 4, 2, &[one[0], one[1], one[0], one[1]]);
}
