//! Integration test: every corpus program that has expected outputs
//! (`tests/corpus/**/NAME.il` + `NAME.launch.json` + `NAME.expected.json`) is lowered,
//! verified, optimised at -O0 and -O2 and evaluated; both must reproduce the expected
//! memory exactly, and the optimised function must structurize. Expected files are produced independently of this crate (host-computed
//! or from the manual), so this checks lowering, passes and the evaluator end to end.

// The workspace denies unwrap()/expect() outside tests; test code may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ilc_ir::eval::{run, EvalMemory, EvalOptions, LaunchGeometry};
use ilc_ir::passes::pipeline::{optimize, OptLevel};
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

/// Buffer contents from a launch-file spec (`{"zero": n}`, `{"u32": [..]}`, `{"i32": ..}`,
/// `{"f32": ..}`).
fn words(spec: &Json) -> Result<Vec<u32>, String> {
    if let Some(n) = spec.get("zero").and_then(Json::as_u64) {
        return Ok(vec![0; n as usize]);
    }
    let list = |key: &str| spec.get(key).and_then(Json::as_array);
    if let Some(a) = list("u32") {
        return a
            .iter()
            .map(|x| x.as_u64().map(|v| v as u32).ok_or("bad u32".to_string()))
            .collect();
    }
    if let Some(a) = list("i32") {
        return a
            .iter()
            .map(|x| {
                x.as_i64()
                    .map(|v| v as i32 as u32)
                    .ok_or("bad i32".to_string())
            })
            .collect();
    }
    if let Some(a) = list("f32") {
        return a
            .iter()
            .map(|x| {
                x.as_f64()
                    .map(|v| (v as f32).to_bits())
                    .ok_or("bad f32".to_string())
            })
            .collect();
    }
    Err(format!("unknown buffer spec {spec}"))
}

fn triple(v: &Json, key: &str) -> Result<[u32; 3], String> {
    let a = v
        .get(key)
        .and_then(Json::as_array)
        .ok_or(format!("missing {key}"))?;
    let get = |i: usize| a.get(i).and_then(Json::as_u64).map_or(1, |x| x as u32);
    Ok([get(0), get(1), get(2)])
}

fn load_memory(launch: &Json) -> Result<EvalMemory, String> {
    let mut mem = EvalMemory::default();
    for (field, is_uav) in [("uavs", true), ("cbs", false)] {
        if let Some(map) = launch.get(field).and_then(Json::as_object) {
            for (id, spec) in map {
                let id: u32 = id.parse().map_err(|_| format!("bad id {id}"))?;
                let target = if is_uav { &mut mem.uavs } else { &mut mem.cbs };
                target.insert(id, words(spec)?);
            }
        }
    }
    if let Some(g) = launch.get("g") {
        mem.global = words(g)?;
    }
    Ok(mem)
}

fn check_program(base: &Path) -> Result<(), String> {
    let read = |ext: &str| {
        std::fs::read_to_string(base.with_extension(ext)).map_err(|e| format!("{ext}: {e}"))
    };
    let il = read("il")?;
    let launch: Json = serde_json::from_str(&read("launch.json")?).map_err(|e| e.to_string())?;
    let expected: Json =
        serde_json::from_str(&read("expected.json")?).map_err(|e| e.to_string())?;
    let program = amdil::parse(&il).map_err(|d| format!("parse: {d:?}"))?;
    let func = ilc_ir::lower::lower(&program).map_err(|e| {
        let line = il
            .get(..e.span.start as usize)
            .map_or(0, |s| s.lines().count());
        format!("lower: line {line}: {}", e.message)
    })?;
    ilc_ir::verifier::verify(&func).map_err(|e| format!("verify: {e}"))?;
    let global = triple(&launch, "global")?;
    let group = triple(&launch, "group")?;
    let geometry = LaunchGeometry {
        group_size: group,
        num_groups: [0, 1, 2].map(|i| global[i] / group[i].max(1)),
    };
    let options = EvalOptions {
        max_group_volume: 1 << 14,
        ..EvalOptions::default()
    };
    for level in [OptLevel::O0, OptLevel::O2] {
        let mut f = func.clone();
        optimize(&mut f, level).map_err(|e| e.to_string())?;
        // The backends' inputs must exist for every program: a region tree and uniformity.
        ilc_ir::structurize::structurize(&f).map_err(|e| format!("{level:?}: {e}"))?;
        let _ = ilc_ir::uniformity::analyze(&f);
        let mut mem = load_memory(&launch)?;
        run(&f, &geometry, &mut mem, &options).map_err(|e| format!("{level:?}: {e}"))?;
        if let Some(uavs) = expected.get("uavs").and_then(Json::as_object) {
            for (id, want) in uavs {
                let want: Vec<u64> = want
                    .as_array()
                    .map(|a| a.iter().filter_map(Json::as_u64).collect())
                    .unwrap_or_default();
                let got: Vec<u64> = id
                    .parse::<u32>()
                    .ok()
                    .and_then(|i| mem.uavs.get(&i))
                    .map(|w| w.iter().map(|x| *x as u64).collect())
                    .unwrap_or_default();
                if want != got {
                    let at = want.iter().zip(&got).position(|(a, b)| a != b).unwrap_or(0);
                    return Err(format!(
                        "{level:?}: uav {id} differs at word {at}: want {:?}, got {:?}",
                        want.get(at),
                        got.get(at)
                    ));
                }
            }
        }
        if let Some(g) = expected.get("g").and_then(Json::as_array) {
            let want: Vec<u64> = g.iter().filter_map(Json::as_u64).collect();
            let got: Vec<u64> = mem.global.iter().map(|x| *x as u64).collect();
            if want != got {
                return Err(format!("{level:?}: g[] differs"));
            }
        }
    }
    Ok(())
}

fn corpus_programs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus");
    let mut found = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                // The graphics corpus needs textures and render targets, which this file's
                // small launch reader does not build: `ilc-tests` (suite `graphics`,
                // `cli_run`) runs it through the IR evaluator instead.
                if !path.ends_with("graphics") {
                    stack.push(path);
                }
            } else if let Some(name) = path.to_str().and_then(|p| p.strip_suffix(".expected.json"))
            {
                found.push(PathBuf::from(name));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn corpus_programs_evaluate_to_expected_memory() {
    let programs = corpus_programs();
    assert!(
        programs.len() >= 40,
        "corpus not found or too small: {}",
        programs.len()
    );
    let failures: Vec<String> = programs
        .iter()
        .filter_map(|p| {
            check_program(p)
                .err()
                .map(|e| format!("{}: {e}", p.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n")
    );
}

#[test]
fn the_o2_pipeline_reduces_the_corpus_instruction_count() {
    // Over the corpus programs with launch files: -O2 must remove a substantial share of
    // the lowered instructions, no pass run but full unrolling and unrolling by two (which
    // copy loop bodies by design, within their budgets) and strength reduction (a
    // multiply-add by 2^k becomes a shift and an add, which are cheaper) may grow a
    // function, and the per-pass counts of
    // `optimize_with_stats` must chain (each run starts where the previous one ended).
    use ilc_ir::passes::pipeline::optimize_with_stats;
    let (mut before, mut after) = (0usize, 0usize);
    for base in corpus_programs() {
        let il = format!("{}.il", base.display());
        let text = std::fs::read_to_string(&il).expect("corpus file");
        let program = amdil::parse(&text).expect("corpus program parses");
        let mut func = ilc_ir::lower::lower(&program).expect("corpus program lowers");
        let start = func.inst_count();
        let stats = optimize_with_stats(&mut func, OptLevel::O2).expect("pipeline");
        let mut count = start;
        for s in &stats {
            assert_eq!(s.before, count, "{il}: {} starts elsewhere", s.pass);
            assert!(
                s.after <= s.before
                    || matches!(s.pass, "unroll" | "unroll_by_two" | "strength_reduce"),
                "{il}: {} grew {s:?}",
                s.pass
            );
            count = s.after;
        }
        assert_eq!(count, func.inst_count());
        before += start;
        after += count;
    }
    assert!(
        after * 10 < before * 7,
        "-O2 keeps {after} of {before} instructions"
    );
}
