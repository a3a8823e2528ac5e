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
    run_with(level, default_cases, seed_offset, &Features::all());
}

fn run_with(level: OptLevel, default_cases: u64, seed_offset: u64, features: &Features) {
    let cases = env_number("ILC_RANDOM_CASES", default_cases) as usize;
    let seed = env_number("ILC_RANDOM_SEED", 1) + seed_offset;
    match random_il::check_many(cases, seed, features, |il, launch| {
        same_results(il, launch, level)
    }) {
        Ok(n) => eprintln!("random_ir {level:?}: {n} programs, interpreter == IR evaluator"),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn random_programs_agree_at_o2() {
    run(OptLevel::O2, 3000, 0);
}

#[test]
fn r600_feature_set_programs_agree_at_o2() {
    // No UAVs: inputs from cb0, outputs and scratch slots through g[] (the R600 backend's
    // differential tests use this set).
    run_with(OptLevel::O2, 500, 5000, &Features::r600());
}

#[test]
fn random_programs_agree_at_o0() {
    run(OptLevel::O0, 1000, 1000);
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
            "sqrt_vec",
        ] {
            assert!(!uses(&r600, banned), "seed {seed}: {banned} in\n{r600}");
        }
        // Float divisions only into their division records (r52, r55), read by nothing
        // but the final stores.
        for line in r600.lines().map(str::trim_start) {
            if line.starts_with("div") || line.starts_with("mod ") {
                assert!(
                    line.contains(" r52, r50, r51") || line.contains(" r55, r53, r54"),
                    "seed {seed}: {line}"
                );
            }
            for record in ["r52", "r55"] {
                assert!(
                    line.starts_with("mov g[") || !line.contains(&format!(", {record}")),
                    "seed {seed}: {record} read by {line}"
                );
            }
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

/// Runs `body` (IL text between the prologue, which loads `r1`..`r3` from UAV 0 as vec4s
/// of words `12i..12i+11` of random data, and the epilogue, which stores `r4`..`r7` to UAV
/// 1) through interpreter and IR at -O0 and -O2.
fn same_on_random_inputs(name: &str, body: &str) {
    let mut rng = random_il::rng::Rng::new(name.len() as u64 * 7919);
    // Two work-groups, so that GDS contents carry from one to the next.
    let lanes = 128usize;
    let specials = [
        0u32,
        0x8000_0000,
        0x3f80_0000,
        0xbf80_0000,
        0x7f80_0000,
        0x7fc0_0000,
        0x0000_0001,
        0x4049_0fdb,
        0x3f00_0000,
        0xc0a0_0000,
    ];
    let input: Vec<u32> = (0..lanes * 12)
        .map(|_| match rng.below(4) {
            0 => *rng.pick(&specials),
            1 => ((rng.below(2001) as f32 - 1000.0) / 8.0).to_bits(),
            _ => rng.next_u32(),
        })
        .collect();
    let il = format!(
        "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\ndcl_raw_uav_id(0)\ndcl_raw_uav_id(1)\n\
         dcl_literal l0, 48, 16, 32, 64\ndcl_literal l1, 2, 0, 0, 0\ndcl_literal l2, 512, 516, 0, 0\n\
         dcl_lds_id(0) 256\ndcl_gds_id(0) 1024\n\
         imul r0.x, vAbsTid.x, l0.x\nuav_raw_load_id(0) r1, r0.x\n\
         iadd r0.y, r0.x, l0.y\nuav_raw_load_id(0) r2, r0.y\n\
         iadd r0.y, r0.x, l0.z\nuav_raw_load_id(0) r3, r0.y\n\
         mov r4, r1\nmov r5, r2\nmov r6, r3\nmov r7, r1.wzyx\n\
         {body}\n\
         imul r0.x, vAbsTid.x, l0.w\nuav_raw_store_id(1) mem, r0.x, r4\n\
         iadd r0.x, r0.x, l0.y\nuav_raw_store_id(1) mem, r0.x, r5\n\
         iadd r0.x, r0.x, l0.y\nuav_raw_store_id(1) mem, r0.x, r6\n\
         iadd r0.x, r0.x, l0.y\nuav_raw_store_id(1) mem, r0.x, r7\nend\n"
    );
    let words = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let launch = LaunchSpec::parse(
        &format!(
            "{{\"global\":[{lanes}],\"group\":[64],\"uavs\":{{\"0\":{{\"u32\":[{}]}},\
             \"1\":{{\"zero\":{}}}}}}}",
            words(&input),
            lanes * 16
        ),
        name,
    )
    .expect("launch");
    for level in [OptLevel::O0, OptLevel::O2] {
        if let Err(e) = same_results(&il, &launch, level) {
            panic!("{name}: {e}\n{il}");
        }
    }
}

#[test]
fn opcodes_and_modifiers_lowered_since_the_gap_list_match_the_interpreter() {
    // Each was an `unsupported` error of the lowering while the interpreter runs it.
    same_on_random_inputs(
        "sign",
        "add r4, r1_sign, r2\nmov r5, r2.yxwz_sign\nmul r6, r3_x2_sign, r1",
    );
    same_on_random_inputs(
        "divcomp",
        "mov r4, r1_divcomp(y)\nmov r5, r2_divcomp(z)\nadd r6, r3_divcomp(w), r1\n\
         mov r7, r1.wzyx_bias_divcomp(w)",
    );
    same_on_random_inputs("dst", "dst r4, r1, r2\ndst r5.x_z_, r3, r1");
    same_on_random_inputs("expp", "expp r4, r1\nexpp r5, r2_abs");
    same_on_random_inputs(
        "inverse_trig",
        "acos r4, r1\nasin r5, r2\natan r6, r3\ntan r7, r1.wzyx\nacos r4.y, r2_abs",
    );
    same_on_random_inputs(
        "drsq",
        "drsq r4.xy, r1\ndrsq r5.zw, r2.zwxy\ndrsq_zeroop(infinity) r6.xy, r3\n\
         drsq_zeroop(zero) r7.xy, r1_abs",
    );
    same_on_random_inputs(
        "dfrexp_dldexp",
        "dfrexp r4, r1\ndfrexp r5, r2.zwxy\ndldexp r6.xy, r1, r3.y\n\
         ishr r0.w, r3.z, l0.y\nishr r0.w, r0.w, l1.x\ndldexp r7.zw, r2, r0.w\n\
         ishr r0.w, r3.w, l0.y\nishr r0.w, r0.w, l0.y\ndldexp r7.xy, r7.zwxy, r0.w",
    );
    same_on_random_inputs(
        "gds",
        "ishl r0.z, vTidInGrp.x, l1.x\ngds_store_id(0) mem.x, r0.z, r1.x\n\
         gds_add_id(0) r0.z, r2.x\ngds_read_mskor_id(0) r4.x, r0.z, r3.x, r1.y\n\
         gds_load_id(0) r4.y, r0.z\ngds_read_cmp_xchg_id(0) r4.z, r0.z, r4.y, r2.w\n\
         gds_load_id(0) r4.w, r0.z\n\
         gds_umax_id(0) l2.x, r2.y\ngds_add_id(0) l2.y, r2.z\nfence_threads_gds\n\
         gds_load_id(0) r5.x, l2.x\ngds_load_id(0) r5.y, l2.y",
    );
    same_on_random_inputs("sincos", "sincos r4, r1\nsincos r5.x___, r2");
    same_on_random_inputs("sad4", "sad4 r4, r1, r2, r3\nsad4 r5.xy, r2, r3, r1.wwww");
    same_on_random_inputs(
        "dmovc",
        "dmovc r4.xy, r1, r2, r3\ndmovc r5.zw, r2.zzzz, r3, r1",
    );
    same_on_random_inputs(
        "lds_mskor",
        "ishl r0.z, vTidInGrp.x, l1.x\nlds_store_id(0) r0.z, r1.x\n\
         lds_mskor_id(0) r0.z, r2.x, r3.x\nlds_load_id(0) r4.x, r0.z\n\
         lds_read_mskor_id(0) r5.x, r0.z, r3.y, r2.y\nlds_load_id(0) r5.y, r0.z",
    );
    same_on_random_inputs(
        "invariant_move",
        "invariant_move r4, r1.yzxw\ninvariant_move r5.x_z_, r2",
    );
}
