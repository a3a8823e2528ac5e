//! Tests of the R600 machine: hand-written programs (testdata/r600/*.r600) run on the
//! machine against results computed on the host, and one violating plus one satisfying
//! program for every strictness rule.

use super::*;
use crate::launch::LaunchSpec;
use r600_isa::asm::parse;

fn launch(json: &str) -> LaunchSpec {
    LaunchSpec::parse(json, "test").expect("launch")
}

fn run_text(text: &str, json: &str, opts: &Options) -> Result<(Output, Stats), R600Error> {
    let program = parse(text).map_err(|e| R600Error::launch(Location::default(), e.to_string()))?;
    run(&program, &launch(json), opts)
}

fn uav(out: &Output, id: u32) -> Vec<u32> {
    out.uavs.get(&id).cloned().unwrap_or_default()
}

fn f32s(words: &[u32]) -> Vec<f32> {
    words.iter().map(|w| f32::from_bits(*w)).collect()
}

#[test]
fn arith() {
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/arith.r600"),
        r#"{"global":[100,1,1],"group":[50,1,1],"uavs":{"0":{"zero":100}}}"#,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = (0..100).map(|i| i as f32 * 2.5 + 1.0).collect();
    assert_eq!(f32s(&uav(&out, 0)), want);
    assert_eq!(stats.wavefronts, 2);
    assert_eq!(stats.alu_groups, 4);
}

fn words_json(w: &[u32]) -> String {
    let v: Vec<String> = w.iter().map(u32::to_string).collect();
    format!("{{\"u32\":[{}]}}", v.join(","))
}

fn with_loops(k: Vec<[i32; 3]>) -> Options {
    Options {
        loop_consts: k,
        ..Options::default()
    }
}

const N64: &str = r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#;

fn run64(text: &str, opts: &Options) -> Vec<u32> {
    let (out, _) = run_text(text, N64, opts).unwrap();
    uav(&out, 0)
}

#[test]
fn vadd() {
    let a: Vec<f32> = (0..96).map(|i| i as f32 * 0.75 - 3.0).collect();
    let b: Vec<f32> = (0..96).map(|i| 100.0 / (i as f32 + 1.0)).collect();
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let json = format!(
        r#"{{"global":[96,1,1],"group":[32,1,1],"uavs":{{"0":{},"1":{},"2":{{"zero":96}}}}}}"#,
        words_json(&bits(&a)),
        words_json(&bits(&b))
    );
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/vadd.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(f32s(&uav(&out, 2)), want);
    assert_eq!(
        (stats.vtx_clauses, stats.fetches, stats.wavefronts),
        (3, 6, 3)
    );
}

#[test]
fn kcache_constants() {
    let mut cb1 = vec![0u32; 136];
    cb1[132] = (-7.25f32).to_bits(); // constant 33 .x
    let cb0 = [0, 0, 0, 0, 0, 3.5f32.to_bits(), 0, 0];
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{{"zero":64}}}},"cbs":{{"0":{},"1":{}}}}}"#,
        words_json(&cb0),
        words_json(&cb1)
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/kcache.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<f32> = (0..64).map(|i| (i as f32).mul_add(3.5, -7.25)).collect();
    let got = f32s(&uav(&out, 0));
    // MULADD_IEEE is computed as a product then a sum (two roundings); these values are exact.
    let want_two: Vec<f32> = (0..64).map(|i| i as f32 * 3.5 + -7.25).collect();
    assert_eq!(got, want_two);
    assert_eq!(got, want);
}

#[test]
fn pv_ps_forwarding() {
    let w = run_text(
        include_str!("../../testdata/r600/pv_ps.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":128}}}"#,
        &Options::default(),
    )
    .unwrap()
    .0;
    let got = f32s(&uav(&w, 0));
    for i in 0..64 {
        let f = i as f32;
        assert_eq!(
            got[2 * i].to_bits(),
            ((f + 0.5) * (1.0 / f)).to_bits(),
            "x of {i}"
        );
        assert_eq!(got[2 * i + 1], f * f + 1.0, "y of {i}");
    }
}

#[test]
fn alu_predication() {
    let got = run64(
        include_str!("../../testdata/r600/predicate.r600"),
        &Options::default(),
    );
    let want: Vec<u32> = (0..64)
        .map(|i| if i % 2 == 0 { 111 } else { 222 })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn if_else_branches() {
    let text = include_str!("../../testdata/r600/if_else.r600");
    let got = run64(text, &Options::default());
    let want: Vec<u32> = (0..64)
        .map(|i| if i > 10 { i * 3 } else { i + 100 })
        .collect();
    assert_eq!(got, want);
    // All lanes take the else branch: the JUMP is taken.
    let (out, stats) = run_text(
        text,
        r#"{"global":[8,1,1],"group":[8,1,1],"uavs":{"0":{"zero":8}}}"#,
        &Options::default(),
    )
    .unwrap();
    assert_eq!(uav(&out, 0), (0..8).map(|i| i + 100).collect::<Vec<u32>>());
    assert_eq!(stats.alu_clauses, 2, "the then-clause is jumped over");
}

#[test]
fn nested_loops_with_break() {
    let got = run64(
        include_str!("../../testdata/r600/nested_loops.r600"),
        &with_loops(vec![[3, 0, 1]]),
    );
    let want: Vec<u32> = (0..64).map(|i| 3 * (i & 3)).collect();
    assert_eq!(got, want);
}

#[test]
fn transcendentals_on_trans_unit() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/transcendental.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256}},"g":{"zero":256}}"#,
        &Options::default(),
    )
    .unwrap();
    let g = f32s(out.g.as_deref().unwrap_or_default());
    let u = f32s(&uav(&out, 0));
    for i in 0..64 {
        let x = (i + 1) as f32 * 0.25;
        assert_eq!(
            &g[4 * i..4 * i + 4],
            &[x.sqrt(), 1.0 / x, x.exp2(), x.log2()],
            "{i}"
        );
        assert_eq!(
            &u[4 * i..4 * i + 4],
            &[1.0 / x.sqrt(), x.sin(), x.cos(), x],
            "{i}"
        );
    }
}

#[test]
fn integer_ops() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/integer.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256},"1":{"zero":256}}}"#,
        &Options::default(),
    )
    .unwrap();
    let (a, b) = (uav(&out, 0), uav(&out, 1));
    for i in 0..64u32 {
        let h = i.wrapping_mul(0x9E37_79B1);
        let i_ = i as usize;
        assert_eq!(
            &a[4 * i_..4 * i_ + 4],
            &[h ^ i, h & 0xff00_ff00, h | 1, h.wrapping_sub(i)]
        );
        let hi = ((u64::from(h) * 12345) >> 32) as u32;
        let max = (h as i32).max(i as i32) as u32;
        assert_eq!(
            &b[4 * i_..4 * i_ + 4],
            &[hi, h >> 7, ((h as i32) >> 5) as u32, max]
        );
    }
}

#[test]
fn tex_ld_and_pixel_export() {
    let a: Vec<f32> = (0..64).map(|i| (i as f32) * 1.5 + 0.25).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{},"1":{{"zero":256}}}}}}"#,
        words_json(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>())
    );
    let (out, stats) = run_text(
        include_str!("../../testdata/r600/tex_ld.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let got = f32s(&uav(&out, 1));
    for i in 0..64 {
        let next = a.get(i + 1).copied().unwrap_or(0.0);
        assert_eq!(
            &got[4 * i..4 * i + 4],
            &[a[i] + next, a[i] * next, 0.0, 1.0],
            "{i}"
        );
    }
    assert_eq!((stats.tex_clauses, stats.exports), (1, 1));
}

#[test]
fn scratch_read_modify_write() {
    let g: Vec<f32> = (0..256).map(|i| i as f32 * 0.5).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"g":{}}}"#,
        words_json(&g.iter().map(|x| x.to_bits()).collect::<Vec<_>>())
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/scratch.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let got = f32s(out.g.as_deref().unwrap_or_default());
    let want: Vec<f32> = g
        .iter()
        .enumerate()
        .map(|(k, v)| v + (k % 4 + 1) as f32)
        .collect();
    assert_eq!(got, want);
}

#[test]
fn call_and_return() {
    let got = run64(
        include_str!("../../testdata/r600/call.r600"),
        &Options::default(),
    );
    assert_eq!(got, (0..64).map(|i| 4 * i).collect::<Vec<u32>>());
}

#[test]
fn dot4_reduction() {
    let got = f32s(&run64(
        include_str!("../../testdata/r600/dot4.r600"),
        &Options::default(),
    ));
    let want: Vec<f32> = (0..64)
        .map(|i| {
            let f = i as f32;
            (0.0 + f * 1.0 + 1.0 * 2.0 + 0.5 * 4.0 + f * f) * 0.5
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn kill_lanes() {
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{}}}}}"#,
        words_json(&[7; 64])
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/kill.r600"),
        &json,
        &Options::default(),
    )
    .unwrap();
    let want: Vec<u32> = (0..64).map(|i| if i <= 31 { i } else { 7 }).collect();
    assert_eq!(uav(&out, 0), want);
}

#[test]
fn loop_continue_with_loop_indexed_constants() {
    let cb0: Vec<u32> = (0..8).flat_map(|j| [j, 0, 0, 0]).collect();
    let json = format!(
        r#"{{"global":[64,1,1],"group":[64,1,1],"uavs":{{"0":{{"zero":64}}}},"cbs":{{"0":{}}}}}"#,
        words_json(&cb0)
    );
    let (out, _) = run_text(
        include_str!("../../testdata/r600/loop_continue.r600"),
        &json,
        &with_loops(vec![[8, 0, 1]]),
    )
    .unwrap();
    assert_eq!(
        uav(&out, 0),
        (0..64).map(|i| 28 - (i & 7)).collect::<Vec<u32>>()
    );
}

#[test]
fn compares_and_moves() {
    let (out, _) = run_text(
        include_str!("../../testdata/r600/cmov_set.r600"),
        r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":256},"1":{"zero":64}}}"#,
        &Options::default(),
    )
    .unwrap();
    let (a, b) = (uav(&out, 0), uav(&out, 1));
    for i in 0..64usize {
        let v = i as f32 - 20.5;
        let want = [
            if v > 0.0 { 1.5f32 } else { -2.5 }.to_bits(),
            if v >= 0.0 { u32::MAX } else { 0 },
            v.max(0.5).to_bits(),
            v.floor().to_bits(),
        ];
        assert_eq!(&a[4 * i..4 * i + 4], &want, "{i}");
        assert_eq!(b[i], v.trunc() as i32 as u32, "{i}");
    }
}

#[test]
fn mova_relative_gpr() {
    let got = run64(
        include_str!("../../testdata/r600/mova.r600"),
        &Options::default(),
    );
    assert_eq!(
        got,
        (0..64)
            .map(|i| if i % 2 == 0 { 10 } else { 20 })
            .collect::<Vec<u32>>()
    );
}
