//! Suite `corpus_expected`: every corpus program with a launch file has an independent host
//! reference (`ilc_tests::host_ref`) and an `.expected.json` equal to it, and every launch file
//! is well formed for its program (sizes, buffers, declarations).
//!
//! `ILC_BLESS=1 cargo test -p ilc-tests corpus_expected` rewrites the `.expected.json` files from
//! the host reference; expected outputs never come from an interpreter or simulator.

use ilc_tests::{corpus_dir, host_ref};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Minimum number of programs with expected results the corpus promises.
const MIN_PROGRAMS_WITH_RESULTS: usize = 40;

fn launch_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.to_string_lossy().ends_with(".launch.json") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&corpus_dir(), &mut out);
    out.sort();
    out
}

/// `dir/NAME.launch.json` -> (`NAME`, `dir/NAME`).
fn split(launch: &Path) -> (String, PathBuf) {
    let text = launch.to_string_lossy();
    let base = text.trim_end_matches(".launch.json").to_string();
    let name = Path::new(&base)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    (name, PathBuf::from(base))
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn with_ext(base: &Path, ext: &str) -> PathBuf {
    PathBuf::from(format!("{}{ext}", base.display()))
}

/// The output JSON exactly as `ilc --run` prints it (design.md): one line, `"uavs"` first,
/// then `"g"` and `"outputs"` when present, then a newline.
fn output_text(reference: &serde_json::Value) -> String {
    let part = |key: &str| {
        reference.get(key).map(|v| {
            format!(
                "\"{key}\":{}",
                serde_json::to_string(v).expect("JSON values serialize")
            )
        })
    };
    let parts: Vec<String> = ["uavs", "g", "outputs"]
        .into_iter()
        .filter_map(part)
        .collect();
    format!("{{{}}}\n", parts.join(","))
}

#[test]
fn every_launch_file_has_a_host_reference_and_matching_expected_output() {
    let bless = std::env::var("ILC_BLESS").is_ok_and(|v| v == "1");
    let launches = launch_files();
    assert!(
        launches.len() >= MIN_PROGRAMS_WITH_RESULTS,
        "only {} programs with launch files",
        launches.len()
    );
    let mut names = BTreeSet::new();
    let mut failures = Vec::new();
    for launch_path in &launches {
        let (name, base) = split(launch_path);
        assert!(names.insert(name.clone()), "two launch files named {name}");
        assert!(
            with_ext(&base, ".il").is_file(),
            "{}: no .il file next to it",
            launch_path.display()
        );
        let launch = read_json(launch_path);
        let reference = match host_ref::reference_checked(&name, &launch) {
            None => panic!("{name}: no host reference in tests/src/host_ref.rs"),
            Some(Err(e)) => panic!("{name}: host reference failed: {e}"),
            Some(Ok(v)) => v,
        };
        let expected_path = with_ext(&base, ".expected.json");
        if bless {
            std::fs::write(&expected_path, output_text(&reference)).expect("write .expected.json");
            continue;
        }
        assert!(
            expected_path.is_file(),
            "{name}: missing {}",
            expected_path.display()
        );
        let text = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if read_json(&expected_path) != reference || text != output_text(&reference) {
            failures.push(name);
        }
    }
    assert!(
        failures.is_empty(),
        ".expected.json differs from the host reference for: {failures:?}"
    );
}

#[test]
fn every_host_reference_has_a_launch_file() {
    let launched: BTreeSet<String> = launch_files().iter().map(|p| split(p).0).collect();
    for name in host_ref::program_names() {
        assert!(
            launched.contains(name),
            "host reference `{name}` has no launch file"
        );
    }
}

/// What a program's text declares or uses, found by scanning its lines.
#[derive(Default, Debug)]
struct Declared {
    header: String,
    uavs: BTreeSet<u32>,
    cbs: BTreeMap<u32, u32>,
    uses_g: bool,
    group: Option<[u32; 3]>,
    uav_refs: BTreeSet<u32>,
}

fn number_after(text: &str, prefix: &str) -> Option<u32> {
    let rest = text.strip_prefix(prefix)?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn scan(il: &str) -> Declared {
    let mut d = Declared::default();
    for raw in il.lines() {
        let line = raw.split(';').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if d.header.is_empty() {
            d.header = line.to_string();
            continue;
        }
        let op = line.split_whitespace().next().unwrap_or("");
        for prefix in [
            "dcl_raw_uav_id(",
            "dcl_struct_uav_id(",
            "dcl_uav_id(",
            "dcl_arena_uav_id(",
        ] {
            if let Some(n) = number_after(op, prefix) {
                d.uavs.insert(n);
            }
        }
        if op.starts_with("uav_") || op.starts_with("append_buf") {
            if let Some(pos) = op.find("_id(") {
                if let Some(n) = number_after(&op[pos..], "_id(") {
                    d.uav_refs.insert(n);
                }
            }
        }
        if op == "dcl_cb" {
            let arg: String = line["dcl_cb".len()..]
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            if let Some(rest) = arg.strip_prefix("cb") {
                let id: String = rest.chars().take_while(char::is_ascii_digit).collect();
                let size = rest
                    .split('[')
                    .nth(1)
                    .and_then(|s| s.split(']').next())
                    .and_then(|s| s.parse().ok());
                if let (Ok(id), Some(size)) = (id.parse(), size) {
                    d.cbs.insert(id, size);
                }
            }
        }
        if op == "dcl_num_thread_per_group" {
            let dims: Vec<u32> = line[op.len()..]
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .collect();
            let mut g = [1u32; 3];
            for (slot, v) in g.iter_mut().zip(&dims) {
                *slot = *v;
            }
            d.group = Some(g);
        }
        if line.contains("g[") {
            d.uses_g = true;
        }
    }
    d
}

#[test]
fn launch_files_are_well_formed() {
    let mut problems = Vec::new();
    for launch_path in launch_files() {
        let (name, base) = split(&launch_path);
        let mut problem = |msg: String| problems.push(format!("{name}: {msg}"));
        let launch_json = read_json(&launch_path);
        let launch = match host_ref::read_launch(&launch_json) {
            Ok(l) => l,
            Err(e) => {
                problem(e);
                continue;
            }
        };
        for d in 0..3 {
            if launch.global[d] % launch.group[d] != 0 {
                problem(format!("global[{d}] is not a multiple of group[{d}]"));
            }
        }
        if launch.group.iter().product::<u32>() > 1024 {
            problem("more than 1024 work-items per group".into());
        }
        if launch_json.get("tolerance_ulp").is_none() {
            problem("no tolerance_ulp".into());
        }
        let Ok(il) = std::fs::read_to_string(with_ext(&base, ".il")) else {
            problem("no .il file".into());
            continue;
        };
        let decl = scan(&il);
        if !["il_cs", "il_ps", "il_vs"]
            .iter()
            .any(|h| decl.header.starts_with(h))
        {
            problem(format!("not a compute or pixel program: `{}`", decl.header));
        }
        let launched: BTreeSet<u32> = launch.uavs.keys().copied().collect();
        if launched != decl.uavs {
            problem(format!(
                "launch uavs {launched:?} but the program declares {:?}",
                decl.uavs
            ));
        }
        if !decl.uav_refs.is_subset(&decl.uavs) {
            problem(format!(
                "uses uavs {:?} but declares {:?}",
                decl.uav_refs, decl.uavs
            ));
        }
        for (id, size) in &decl.cbs {
            match launch.cbs.get(id) {
                None => problem(format!("cb{id} is declared but not in the launch file")),
                Some(words) if words.len() < *size as usize * 4 => problem(format!(
                    "cb{id} holds {} words, the program declares {size} vec4",
                    words.len()
                )),
                Some(_) => {}
            }
        }
        for id in launch.cbs.keys() {
            if !decl.cbs.contains_key(id) {
                problem(format!(
                    "launch has cb{id}, which the program does not declare"
                ));
            }
        }
        if decl.uses_g != launch.g.is_some() {
            problem(format!(
                "program uses g[]: {}, launch has g: {}",
                decl.uses_g,
                launch.g.is_some()
            ));
        }
        if let Some(g) = decl.group {
            if g != launch.group {
                problem(format!(
                    "dcl_num_thread_per_group {g:?} but launch group {:?}",
                    launch.group
                ));
            }
        }
        if decl.header.starts_with("il_cs") && decl.group.is_none() {
            problem("compute program without dcl_num_thread_per_group".into());
        }
        let expected_path = with_ext(&base, ".expected.json");
        if expected_path.is_file() {
            let expected = read_json(&expected_path);
            for (id, words) in &launch.uavs {
                let out_len = expected["uavs"][id.to_string()].as_array().map(Vec::len);
                if out_len != Some(words.len()) {
                    problem(format!(
                        "expected uav {id} has {out_len:?} words, launch {}",
                        words.len()
                    ));
                }
            }
            let expected_g = expected.get("g").and_then(Value::as_array).map(Vec::len);
            if expected_g != launch.g.as_ref().map(Vec::len) {
                problem("expected g does not match the launch's g".into());
            }
        }
    }
    assert!(
        problems.is_empty(),
        "malformed launch files:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_well_formedness_scan_sees_declarations() {
    let il = "il_cs_2_0\ndcl_num_thread_per_group 8, 8, 1\ndcl_cb cb0[ 2 ]\ndcl_raw_uav_id(3)\n\
              uav_raw_store_id(3) mem.x, r0.x, r1.x ; g[ in a comment\nend\n";
    let d = scan(il);
    assert_eq!(d.group, Some([8, 8, 1]));
    assert_eq!(d.cbs.get(&0), Some(&2));
    assert_eq!(d.uavs.iter().copied().collect::<Vec<_>>(), vec![3]);
    assert_eq!(d.uav_refs.iter().copied().collect::<Vec<_>>(), vec![3]);
    assert!(!d.uses_g);
}
