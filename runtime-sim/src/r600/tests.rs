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
