//! `ilc FILE --run LAUNCH --target interp|ir|r600` prints exactly the program's
//! `.expected.json` (whose values come from the host references, never from ilc) for every
//! corpus program with a launch file, at every IR optimisation level; R600 refuses the
//! programs it cannot run with a located `unsupported on r600` error.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Launch files of the corpus; the graphics-stage corpus only with `graphics` (the
/// interpreter and the IR evaluator run it; the back ends do not yet).
fn launch_files(graphics: bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for il in ilc_tests::corpus_files() {
        let launch = il.with_extension("launch.json");
        if ilc_tests::is_graphics_stage(&il) && !graphics {
            continue;
        }
        if launch.is_file() {
            out.push(launch);
        }
    }
    out
}

fn run_cli(args: &[&str]) -> (i32, String, String) {
    let argv: Vec<OsString> = std::iter::once("ilc")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = ilc::cli::run(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn check_all(target_args: &[&str]) {
    let launches = launch_files(
        target_args
            .get(1)
            .is_some_and(|t| *t == "interp" || *t == "ir"),
    );
    assert!(launches.len() >= 40, "only {} launch files", launches.len());
    let mut failures = Vec::new();
    for launch in &launches {
        let il = launch.with_extension("").with_extension("il");
        let expected_path = launch.with_extension("").with_extension("expected.json");
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        let (il_s, launch_s) = (path_str(&il), path_str(launch));
        let mut args = vec![il_s.as_str(), "--run", launch_s.as_str()];
        args.extend_from_slice(target_args);
        let (code, out, err) = run_cli(&args);
        if code != 0 || out != expected {
            failures.push(format!("{} (exit {code}): {}", il.display(), err.trim()));
        }
    }
    assert!(
        failures.is_empty(),
        "{:?}: {} of {} programs differ:\n{}",
        target_args,
        failures.len(),
        launches.len(),
        failures.join("\n")
    );
}

fn path_str(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

#[test]
fn interp_prints_the_expected_json_for_every_corpus_program() {
    check_all(&["--target", "interp"]);
}

#[test]
fn optimised_ir_prints_the_expected_json_for_every_corpus_program() {
    check_all(&["--target", "ir"]);
}

#[test]
fn unoptimised_ir_prints_the_expected_json_for_every_corpus_program() {
    check_all(&["--target", "ir", "-O0"]);
}

#[test]
fn run_errors_are_reported_with_exit_status_one() {
    let saxpy = ilc_tests::corpus_dir().join("compute/saxpy.il");
    let saxpy = path_str(&saxpy);
    let (code, _, err) = run_cli(&[&saxpy, "--run", "/nonexistent.json", "--target", "interp"]);
    assert_eq!(code, 1);
    assert!(err.contains("nonexistent.json"), "{err}");
    let (code, _, err) = run_cli(&[&saxpy, "--target", "interp", "--emit", "asm"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("needs `--target r600` or `--target vega`"),
        "{err}"
    );
}

#[test]
fn a_launch_with_another_group_than_declared_is_refused_by_interp_and_vega() {
    // saxpy declares 64x1x1 work-groups; the Vega code uses that size as a constant.
    let saxpy = path_str(&ilc_tests::corpus_dir().join("compute/saxpy.il"));
    let dir = std::env::temp_dir().join(format!("ilc-group-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let launch = dir.join("launch.json");
    std::fs::write(
        &launch,
        r#"{"global":[64,1,1],"group":[32,1,1],"uavs":{"0":{"zero":64},"1":{"zero":64}},"cbs":{"0":{"f32":[2.5,0,0,0]}}}"#,
    )
    .expect("write launch");
    let launch = path_str(&launch);
    for target in ["interp", "vega"] {
        let (code, _, err) = run_cli(&[&saxpy, "--run", &launch, "--target", target]);
        assert_eq!(code, 1, "{target}: {err}");
        assert!(
            err.contains("dcl_num_thread_per_group 64, 1, 1"),
            "{target}: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn program_errors_point_at_the_il_line() {
    // Sampling a buffer resource is undefined (L5840): the interpreter's program error must
    // be reported at the IL location of the sample (line 3).
    let dir = std::env::temp_dir().join(format!("ilc-cli-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let il = dir.join("sample.il");
    std::fs::write(
        &il,
        "il_ps_2_0\ndcl_resource_id(0)_type(buffer)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)\n\
         sample_resource(0)_sampler(0) r0, r1\nend\n",
    )
    .expect("write il");
    let launch = dir.join("l.json");
    std::fs::write(
        &launch,
        r#"{"global":[1,1,1],"group":[1,1,1],"resources":{"0":{"width":2,"components":1,"zero":2}}}"#,
    )
    .expect("write launch");
    let (code, _, err) = run_cli(&[
        &path_str(&il),
        "--run",
        &path_str(&launch),
        "--target",
        "interp",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("sample.il:3:1: error: ") && err.contains("buffer"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_clang_built_code_object_runs_on_the_vega_simulator_from_the_cli() {
    // runtime-sim/testdata/vadd.co: `c[i] = a[i] + b[i]` built by clang-14 for gfx900.
    let n = 128usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 7.0).collect();
    let b: Vec<f32> = (0..n).map(|i| (i * i) as f32 / 4.0).collect();
    let launch = serde_json::json!({
        "global": [n], "group": [64],
        "uavs": {"0": {"f32": a}, "1": {"f32": b}, "2": {"zero": n}},
        "args": [{"uav": 0}, {"uav": 1}, {"uav": 2}],
    });
    let dir = std::env::temp_dir().join(format!("ilc-cli-vega-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let launch_path = dir.join("vadd.launch.json");
    std::fs::write(&launch_path, launch.to_string()).expect("write launch");
    let object = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime-sim/testdata/vadd.co");
    let (code, out, err) = run_cli(&[
        &path_str(&object),
        "--kernel",
        "vadd",
        "--run",
        &path_str(&launch_path),
        "--target",
        "vega",
        "--stats",
    ]);
    assert_eq!(code, 0, "{err}");
    let words = |v: &[f32]| -> Vec<u32> { v.iter().map(|x| x.to_bits()).collect() };
    let sum: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let expected = serde_json::json!({"uavs": {"0": words(&a), "1": words(&b), "2": words(&sum)}});
    let actual: serde_json::Value = serde_json::from_str(&out).expect("output is JSON");
    assert_eq!(actual, expected);
    assert!(err.contains("wave-instructions"), "stats on stderr: {err}");
    let (code, _, err) = run_cli(&[
        &path_str(&object),
        "--kernel",
        "no_such_kernel",
        "--run",
        &path_str(&launch_path),
        "--target",
        "vega",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("no_such_kernel"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn r600_runs_every_supported_corpus_program_and_names_what_it_cannot() {
    // Each program with a launch file either runs on the strict R600 machine and prints
    // exactly its expected JSON, or is refused with a located `unsupported on r600` error.
    let mut ran = Vec::new();
    let mut failures = Vec::new();
    for launch in launch_files(false) {
        let il = launch.with_extension("").with_extension("il");
        let expected_path = launch.with_extension("").with_extension("expected.json");
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        let (il_s, launch_s) = (path_str(&il), path_str(&launch));
        let args = [
            il_s.as_str(),
            "--run",
            launch_s.as_str(),
            "--target",
            "r600",
        ];
        let (code, out, err) = run_cli(&args);
        let located = format!("{}:", il.display());
        match code {
            0 if out == expected => ran.push(il.display().to_string()),
            1 if err.contains("unsupported on r600") && err.contains(&located) => {}
            _ => failures.push(format!("{} (exit {code}): {}", il.display(), err.trim())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for name in ["ps_fill_g.il", "ps_scale_g.il"] {
        assert!(
            ran.iter().any(|p| p.ends_with(name)),
            "{name} did not run: {ran:?}"
        );
    }
}

#[test]
fn r600_stats_name_the_vliw_figures_and_no_gcn_ones() {
    let dir = ilc_tests::corpus_dir().join("pixel");
    let (il, launch) = (
        path_str(&dir.join("ps_scale_g.il")),
        path_str(&dir.join("ps_scale_g.launch.json")),
    );
    let (code, _, err) = run_cli(&[&il, "--run", &launch, "--target", "r600", "--stats"]);
    assert_eq!(code, 0, "{err}");
    for line in [
        "gprs: ",
        "alu groups: ",
        "slots per group: ",
        "cf instructions: ",
    ] {
        assert!(
            err.lines().any(|l| l.starts_with(line)),
            "{line} missing:\n{err}"
        );
    }
    for gcn_only in ["sgprs:", "waitcnts:", "nops:"] {
        assert!(!err.contains(gcn_only), "{gcn_only} in R600 stats:\n{err}");
    }
}
