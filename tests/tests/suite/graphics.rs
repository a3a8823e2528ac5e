//! Suite `graphics`: pixel and vertex shaders with textures, samplers, render targets,
//! interpolants and vertex inputs (`tests/corpus/graphics/`, issue #19).
//!
//! - Every program of the graphics corpus gives its host-computed `.expected.json`
//!   (`ilc_tests::host_ref`, never an ilc component) under the IL interpreter, bit for bit.
//! - The corpus covers what the contract promises: at least 30 programs, every sampling and
//!   address mode, 1-D/2-D/3-D, unnormalised coordinates, offsets, several render targets,
//!   discard and kill, derivatives, interpolants, a vertex shader.
//! - Malformed graphics launch files are reported with the path of the field, and launches
//!   that do not fit the program (a missing resource or render target) with a clear message.

use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::{compare, Output};
use std::path::{Path, PathBuf};

/// The graphics corpus programs that have a launch file.
fn programs() -> Vec<PathBuf> {
    ilc_tests::corpus_files()
        .into_iter()
        .filter(|il| ilc_tests::is_graphics_stage(il))
        .filter(|il| il.with_extension("launch.json").is_file())
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `il` under the interpreter with its launch file; mismatches against the expected
/// output as text.
fn interp_mismatches(il: &Path) -> Result<Vec<String>, String> {
    let text = read(il);
    let program = amdil::parse(&text).map_err(|d| format!("parse: {d:?}"))?;
    let launch_path = il.with_extension("launch.json");
    let launch = LaunchSpec::from_file(&launch_path).map_err(|e| e.to_string())?;
    let out = runtime_sim::interp::run(&program, &launch)
        .map_err(|e| e.render(&il.display().to_string(), &text))?;
    let expected_path = il.with_extension("expected.json");
    let expected = Output::parse(&read(&expected_path), &expected_path.display().to_string())
        .map_err(|e| e.to_string())?;
    Ok(compare(&expected, &out, launch.tolerance_ulp)
        .iter()
        .take(4)
        .map(ToString::to_string)
        .collect())
}

#[test]
fn every_graphics_program_matches_its_host_reference_under_the_interpreter() {
    let programs = programs();
    assert!(
        programs.len() >= 30,
        "only {} graphics programs",
        programs.len()
    );
    let mut failures = Vec::new();
    for il in &programs {
        match interp_mismatches(il) {
            Ok(m) if m.is_empty() => {}
            Ok(m) => failures.push(format!("{}: {}", il.display(), m.join("; "))),
            Err(e) => failures.push(format!("{}: {e}", il.display())),
        }
    }
    eprintln!(
        "graphics: {} of {} programs match under the interpreter",
        programs.len() - failures.len(),
        programs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `il` through lowering, the `level` pipeline and the IR evaluator.
fn ir_mismatches(il: &Path, level: ilc::OptLevel) -> Result<Vec<String>, String> {
    let text = read(il);
    let program = amdil::parse(&text).map_err(|d| format!("parse: {d:?}"))?;
    let launch =
        LaunchSpec::from_file(&il.with_extension("launch.json")).map_err(|e| e.to_string())?;
    let out = ilc::run_ir(&program, &launch, level).map_err(|e| format!("{e:?}"))?;
    let expected_path = il.with_extension("expected.json");
    let expected = Output::parse(&read(&expected_path), &expected_path.display().to_string())
        .map_err(|e| e.to_string())?;
    Ok(compare(&expected, &out, launch.tolerance_ulp)
        .iter()
        .take(4)
        .map(ToString::to_string)
        .collect())
}

#[test]
fn every_graphics_program_matches_its_host_reference_under_the_ir_evaluator() {
    let programs = programs();
    let mut failures = Vec::new();
    for level in [ilc::OptLevel::O0, ilc::OptLevel::O2] {
        for il in &programs {
            match ir_mismatches(il, level) {
                Ok(m) if m.is_empty() => {}
                Ok(m) => failures.push(format!("{level:?} {}: {}", il.display(), m.join("; "))),
                Err(e) => failures.push(format!("{level:?} {}: {e}", il.display())),
            }
        }
    }
    eprintln!(
        "graphics: {} of {} program runs match under the IR evaluator (-O0 and -O2)",
        2 * programs.len() - failures.len(),
        2 * programs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_corpus_covers_every_sampling_and_address_mode_and_stage_feature() {
    let texts: Vec<String> = programs()
        .iter()
        .flat_map(|il| [read(il), read(&il.with_extension("launch.json"))])
        .collect();
    let all = texts.join("\n");
    for needle in [
        "\"point\"",
        "\"linear\"",
        "\"clamp\"",
        "\"wrap\"",
        "\"mirror\"",
        "\"border\"",
        "_type(1d)",
        "_type(2d)",
        "_type(3d)",
        "_type(buffer)",
        "unnorm",
        "_aoffimmi",
        "sample_l_",
        "sample_b_",
        "sample_g_",
        "sample_c_",
        "sample_c_lz_",
        "load_resource",
        "resinfo",
        "bufinfo",
        "discard_logicalnz",
        "kill ",
        "dsx ",
        "dsy ",
        "_fine",
        "fwidth",
        "\"interpolants\"",
        "whileloop",
        "dadd",
        "il_vs_2_0",
        "\"vertex_inputs\"",
        "dcl_input_usage(pos)",
        "dcl_input_position",
    ] {
        assert!(all.contains(needle), "no graphics program uses {needle}");
    }
}

#[test]
fn graphics_launch_errors_name_the_field_or_the_mismatch() {
    let bad = [
        (
            r#"{"global":[2,2],"resources":{"0":{"width":2,"height":2,"components":1,"f32":[1,2,3]}}}"#,
            r#"l.json: field "resources.0": 3 words, but 2x2x1 texels of 1 words need 4"#,
        ),
        (
            r#"{"global":[2,2],"outputs":{"0":{"components":4,"zero":15}}}"#,
            r#"l.json: field "outputs.0": 15 words, but the domain's 4 pixels of 4 words need 16"#,
        ),
        (
            r#"{"global":[2],"samplers":{"1":{"filter":"cubic"}}}"#,
            r#"l.json: field "samplers.1.filter": "cubic" is not one of point, linear"#,
        ),
        (
            r#"{"global":[2],"resources":{"0":{"width":2,"components":3,"zero":6}}}"#,
            r#"l.json: field "resources.0.components": 3 components per texel; expected one of [1, 2, 4]"#,
        ),
        (
            r#"{"global":[2],"interpolants":{"1":{"origin":[1,2,3]}}}"#,
            r#"l.json: field "interpolants.1.origin": expected an array of 4 numbers"#,
        ),
        (
            r#"{"global":[2],"vertex_inputs":{"0":{"components":2,"f32":[1,2,3]}}}"#,
            r#"l.json: field "vertex_inputs.0": 3 words is not a whole number of 2-word elements"#,
        ),
    ];
    for (text, want) in bad {
        let err = LaunchSpec::parse(text, "l.json").expect_err(text);
        assert_eq!(err.to_string(), want);
    }
    let program = amdil::parse(
        "il_ps_2_0\ndcl_output_generic o0\ndcl_resource_id(3)_type(2d)_fmtx(float)\nload_resource(3) o0, vWinCoord0\nend\n",
    )
    .expect("parses");
    let no_texture = LaunchSpec::parse(
        r#"{"global":[2,2],"outputs":{"0":{"components":4,"zero":16}}}"#,
        "l",
    )
    .expect("valid");
    let err = runtime_sim::interp::run(&program, &no_texture).expect_err("no resource 3");
    assert!(
        err.message.contains("dcl_resource_id(3)"),
        "{}",
        err.message
    );
    let no_target = LaunchSpec::parse(
        r#"{"global":[2,2],"resources":{"3":{"width":2,"height":2,"components":1,"zero":4}}}"#,
        "l",
    )
    .expect("valid");
    let err = runtime_sim::interp::run(&program, &no_target).expect_err("no output 0");
    assert!(err.message.contains("o0"), "{}", err.message);
}

/// Random graphics programs (`ilc_tests::random_il::graphics`): the interpreter accepts
/// every one and the IR evaluator (-O2, and -O0 for every fourth) gives the same render
/// targets bit for bit. `ILC_RANDOM_GFX_CASES` sets the count (default 300),
/// `ILC_RANDOM_SEED` the base seed; a failing program is written to
/// `$ILC_RANDOM_OUT/random-graphics-<seed>.il` with its launch.
#[test]
fn random_graphics_programs_agree_between_interpreter_and_ir() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let cases = env("ILC_RANDOM_GFX_CASES", 300);
    let base = env("ILC_RANDOM_SEED", 1);
    let mut statements = 0usize;
    for index in 0..cases as usize {
        let seed = ilc_tests::random_il::case_seed(base, index);
        let case = ilc_tests::random_il::graphics::generate(seed);
        statements += case.il.lines().count();
        let check = || -> Result<(), String> {
            let program = amdil::parse(&case.il).map_err(|d| format!("parse: {d:?}"))?;
            let expected = runtime_sim::interp::run(&program, &case.launch).map_err(|e| {
                format!(
                    "interpreter rejects it: {}",
                    e.render("random.il", &case.il)
                )
            })?;
            let levels: &[ilc::OptLevel] = if index % 4 == 0 {
                &[ilc::OptLevel::O2, ilc::OptLevel::O0]
            } else {
                &[ilc::OptLevel::O2]
            };
            for level in levels {
                let actual = ilc::run_ir(&program, &case.launch, *level)
                    .map_err(|e| format!("IR at {level:?}: {e:?}"))?;
                let m = compare(&expected, &actual, 0);
                if !m.is_empty() {
                    let shown: Vec<String> = m.iter().take(4).map(ToString::to_string).collect();
                    return Err(format!(
                        "{level:?}: {} words differ: {}",
                        m.len(),
                        shown.join("; ")
                    ));
                }
            }
            Ok(())
        };
        if let Err(e) = check() {
            let dir = ilc_tests::random_il::output_dir();
            let il = dir.join(format!("random-graphics-{seed}.il"));
            let _ = std::fs::create_dir_all(&dir)
                .and_then(|_| std::fs::write(&il, &case.il))
                .and_then(|_| std::fs::write(il.with_extension("launch.json"), &case.launch_json));
            panic!(
                "random graphics program {index} (seed {seed}, {}): {e}\n{}",
                il.display(),
                case.il
            );
        }
    }
    eprintln!(
        "random graphics: {cases} programs ({statements} lines), interpreter == IR evaluator"
    );
}
