//! Random IL programs restricted to the R600 features: interpreter against the R600 machine.

use ilc::OptLevel;
use ilc_tests::random_il::{check_many, Features};
use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::compare;

fn check(il: &str, launch: &LaunchSpec) -> Result<(), String> {
    let program = ilc::cli::load_text(il).map_err(|d| format!("{d:?}"))?;
    let reference = ilc::run_interp(&program, launch).map_err(|e| format!("interp: {e:?}"))?;
    let func = ilc::lower_and_optimize(&program, OptLevel::O2).map_err(|e| format!("{e:?}"))?;
    // The preset only uses what the backend supports: a rejection is a failure.
    let compiled = r600_codegen::compile_function(&func, &r600_codegen::Options::default())
        .map_err(|e| format!("compile: {e}"))?;
    let (out, _) = runtime_sim::r600::run(
        &compiled.program,
        launch,
        &runtime_sim::r600::Options::default(),
    )
    .map_err(|e| format!("r600: {e}\n{}", compiled.asm))?;
    let m = compare(&reference, &out, launch.tolerance_ulp);
    if m.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} mismatches, first {:?}\n{}",
            m.len(),
            m[0],
            compiled.asm
        ))
    }
}

#[test]
fn random_programs_match_the_interpreter_on_r600() {
    let n: usize = std::env::var("ILC_R600_RANDOM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let ran = check_many(n, 0x600, &features(), check).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ran, n);
    eprintln!("r600 random: {ran} programs compiled and matched the interpreter");
}

/// The same kind of programs in 2D and 3D launches: each program (generated for a 1D launch
/// of `G` work-items per group and `N` groups) reads the flat ids instead of the x ids, which
/// take the same values in any launch shape (IL manual L1394-1398, L2162-2189, L2212-2239),
/// and runs with groups of `G/4 × 4 × 1` in a row of `N` groups, then of `G/8 × 2 × 4` in a
/// column of `N` groups; the interpreter is the reference in both shapes.
#[test]
fn random_programs_match_the_interpreter_on_r600_in_2d_and_3d_launches() {
    let n: usize = std::env::var("ILC_R600_RANDOM_SHAPED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let ran = check_many(n, 0x600_2d3d, &features(), |il, launch| {
        for dims in [2, 3] {
            let (il, launch) = reshaped(il, launch, dims)?;
            check(&il, &launch).map_err(|e| {
                format!(
                    "in a {dims}D launch (global {:?}, group {:?}): {e}",
                    launch.global, launch.group
                )
            })?;
        }
        Ok(())
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ran, n);
}

/// `il` (a generated program for a 1D launch) and `launch` made `dims`-dimensional (see
/// [`random_programs_match_the_interpreter_on_r600_in_2d_and_3d_launches`]).
fn reshaped(il: &str, launch: &LaunchSpec, dims: u32) -> Result<(String, LaunchSpec), String> {
    let [size, 1, 1] = launch.group else {
        return Err(format!("not a 1D group: {:?}", launch.group));
    };
    let groups = launch.global[0] / size.max(1);
    let (group, grid) = match dims {
        2 if size % 4 == 0 => ([size / 4, 4, 1], [groups, 1, 1]),
        3 if size % 8 == 0 => ([size / 8, 2, 4], [1, groups, 1]),
        _ => return Err(format!("no {dims}D shape for groups of {size}")),
    };
    let il = il
        .replace(
            &format!("dcl_num_thread_per_group {size}, 1, 1"),
            &format!(
                "dcl_num_thread_per_group {}, {}, {}",
                group[0], group[1], group[2]
            ),
        )
        .replace("vAbsTid.x", "vAbsTidFlat.x")
        .replace("vTidInGrp.x", "vTidInGrpFlat.x")
        .replace("vThreadGrpId.x", "vThreadGrpIdFlat.x");
    let mut launch = launch.clone();
    launch.group = group;
    launch.global = [0, 1, 2].map(|d| group[d] * grid[d]);
    Ok((il, launch))
}

/// The generator's R600 feature set (indexed temps included).
fn features() -> Features {
    Features::r600()
}

/// Seeds of programs that once failed (found by runs of 10,000 programs), with the feature set
/// they were generated under: a MOVA whose constant reads were pushed past a clause cut, and a
/// dead fetch whose masked destination GPR was read by a later fetch of its clause.
#[test]
fn former_failures() {
    let features = Features {
        indexed_temps: false,
        ..Features::r600()
    };
    for seed in [27021597764894359, 27021597764896806] {
        let case = ilc_tests::random_il::generate_case(seed, &features);
        if let Err(e) = check(&case.il, &case.launch) {
            panic!("seed {seed}: {e}");
        }
    }
    // With indexed temps: a MOVA scheduled long before the array writes it serves (their
    // value still being computed), and array writes of different channels chained so that
    // the last one missed its MOVA's clause.
    // And a `break` out of a `switch` inside an `if` inside a loop, whose scope needs a
    // one-iteration loop that an earlier exit had crossed (once rejected as unsupported).
    // And a 64-bit pair left unused once its `bytealign` folded away (once rejected).
    for seed in [
        27021597764891294,
        27021597764895056,
        27021597764903784,
        27021597764904528,
        // An array element folded into a reader whose other operand is computed after
        // the MOVA: the MOVA now waits for it too.
        27021597764937340,
        // A relative constant folded into a reader at the end of a chain computed after
        // its MOVA (now left as a move).
        27021597764948816,
    ] {
        let case = ilc_tests::random_il::generate_case(seed, &Features::r600());
        if let Err(e) = check(&case.il, &case.launch) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// Debug aid: `ILC_R600_CASE=/path/random-N` checks that saved case.
#[test]
fn saved_case() {
    let Ok(base) = std::env::var("ILC_R600_CASE") else {
        return;
    };
    let il = std::fs::read_to_string(format!("{base}.il")).expect("il");
    let launch = LaunchSpec::from_file(std::path::Path::new(&format!("{base}.launch.json")))
        .expect("launch");
    if let Err(e) = check(&il, &launch) {
        panic!("{e}");
    }
}
