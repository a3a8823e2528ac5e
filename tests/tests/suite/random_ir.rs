//! Suite `random_ir`: random IL programs (`ilc_tests::random_il`) give identical outputs in
//! the IL interpreter (the reference) and in the IR evaluator after lowering and the
//! optimisation pipeline, at -O2 and at -O0.
//!
//! Case counts: `ILC_RANDOM_CASES` (default sized for a debug test run of a few tens of
//! seconds); `ILC_RANDOM_SEED` picks another base seed. A failure is shrunk and written to
//! `$ILC_RANDOM_OUT` (default `<tmp>/ilc-random/`).

use ilc::OptLevel;
use ilc_tests::random_il::{self, Features};
use runtime_sim::launch::LaunchSpec;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Interpreter and IR evaluator agree on `il` (and the interpreter accepts it: every
/// generated program must be valid).
fn same_results(il: &str, launch: &LaunchSpec, level: OptLevel) -> Result<(), String> {
    let program = ilc::amdil::parse(il).map_err(|d| format!("parse: {d:?}"))?;
    let expected = ilc::run_interp(&program, launch)
        .map_err(|e| format!("interpreter rejects the program: {e:?}"))?;
    let actual =
        ilc::run_ir(&program, launch, level).map_err(|e| format!("IR at {level:?}: {e:?}"))?;
    let mismatches = runtime_sim::output::compare(&expected, &actual, 0);
    if mismatches.is_empty() {
        Ok(())
    } else {
        let shown: Vec<String> = mismatches.iter().take(4).map(|m| m.to_string()).collect();
        Err(format!(
            "{} words differ at {level:?}: {}",
            mismatches.len(),
            shown.join("; ")
        ))
    }
}

fn run(level: OptLevel, default_cases: u64, seed_offset: u64) {
    let cases = env_number("ILC_RANDOM_CASES", default_cases) as usize;
    let seed = env_number("ILC_RANDOM_SEED", 1) + seed_offset;
    let features = Features::all();
    match random_il::check_many(cases, seed, &features, |il, launch| {
        same_results(il, launch, level)
    }) {
        Ok(n) => eprintln!("random_ir {level:?}: {n} programs, interpreter == IR evaluator"),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn random_programs_agree_at_o2() {
    run(OptLevel::O2, 1000, 0);
}

#[test]
fn random_programs_agree_at_o0() {
    run(OptLevel::O0, 300, 1000);
}

#[test]
fn generation_is_deterministic_and_the_restricted_sets_hold() {
    for seed in 0..50 {
        let (a, la) = random_il::generate(seed, &Features::all());
        let (b, lb) = random_il::generate(seed, &Features::all());
        assert_eq!(a, b);
        assert_eq!(la, lb);
        let uses = |il: &str, op: &str| il.lines().any(|l| l.trim_start().starts_with(op));
        let (r600, launch) = random_il::generate(seed, &Features::r600());
        for banned in [
            "uav_",
            "lds_",
            "fence",
            "dcl_lds",
            "dcl_raw_uav",
            "div ",
            "sqrt_vec",
        ] {
            assert!(!uses(&r600, banned), "seed {seed}: {banned} in\n{r600}");
        }
        assert!(launch.uavs.is_empty() && launch.g.is_some());
        let (gcn, _) = random_il::generate(seed, &Features::gcn());
        for banned in [
            "div ", "sqrt_vec", "rsq_vec", "exp_vec", "log_vec", "sin_vec", "frc",
        ] {
            assert!(!uses(&gcn, banned), "seed {seed}: {banned} in\n{gcn}");
        }
    }
}

#[test]
fn the_shrinker_reduces_a_failing_program() {
    // A check that fails whenever the program uses `imul`: the shrunk program keeps one
    // `imul` and little else.
    let features = Features::gcn();
    let err = random_il::check_many(200, 7, &features, |il, _| {
        if il.contains("imul ") {
            Err("uses imul".into())
        } else {
            Ok(())
        }
    })
    .expect_err("some program uses imul");
    let il = err.split_once("il_cs_2_0").map(|(_, b)| b).unwrap_or("");
    let body: Vec<&str> = il
        .lines()
        .filter(|l| !l.starts_with("dcl_") && !l.trim().is_empty())
        .collect();
    assert!(il.contains("imul "), "{err}");
    assert_eq!(il.matches("imul ").count(), 1, "{err}");
    assert!(!il.contains("whileloop") && !il.contains("switch"), "{err}");
    // Prologue and epilogue are about 90 lines; the shrunk body adds the one statement.
    assert!(body.len() < 95, "{} lines:\n{err}", body.len());
}
