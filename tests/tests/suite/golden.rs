//! Suite `golden`: for every corpus program (`tests/corpus/**.il`), the optimised IR, the Vega
//! assembly and the R600 assembly are checked in under `tests/golden/` (same relative path,
//! extensions `.ir`, `.vega.s`, `.r600.s`), each with a short statistics header; a program a
//! step refuses has its located error text as its golden content. A change to generated code
//! is then a reviewed diff: `ILC_BLESS=1 cargo test -p ilc-tests golden` rewrites the files
//! (and removes those of programs that no longer exist).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ilc::{Error, OptLevel, Target};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("golden")
}

/// The text of a failed step: diagnostics as `file:line:col: error: …` with the source line.
fn error_text(e: &Error, name: &str, text: &str) -> String {
    match e {
        Error::Input(d) => d.render_text(name, text),
        other => format!("{other}\n"),
    }
}

/// The optimised IR with a header counting its blocks and instructions.
fn ir_golden(program: &amdil::Program, name: &str, text: &str) -> String {
    match ilc::lower_and_optimize(program, OptLevel::O2) {
        Ok(func) => {
            let insts: usize = func
                .layout
                .iter()
                .map(|&b| func.blocks[b].insts.len())
                .sum();
            format!(
                "; {} blocks, {} instructions\n{func}",
                func.layout.len(),
                insts
            )
        }
        Err(e) => error_text(&e, name, text),
    }
}

/// The assembly for `target` after its `--stats` figures as comment lines.
fn asm_golden(program: &amdil::Program, target: Target, name: &str, text: &str) -> String {
    match ilc::compile_program(program, target, &ilc::Options::default()) {
        Ok(compiled) => {
            let header: String = compiled
                .stats_text()
                .lines()
                .map(|l| format!("; {l}\n"))
                .collect();
            format!("{header}{}", compiled.asm())
        }
        Err(e) => error_text(&e, name, text),
    }
}

#[test]
fn generated_code_matches_the_golden_files() {
    let bless = std::env::var("ILC_BLESS").is_ok_and(|v| v == "1");
    let corpus = ilc_tests::corpus_dir();
    let golden = golden_dir();
    let mut expected_files = BTreeSet::new();
    let mut differing = Vec::new();
    for il in ilc_tests::corpus_files() {
        let rel = il.strip_prefix(&corpus).expect("below the corpus");
        let name = format!("corpus/{}", rel.display());
        let text = std::fs::read_to_string(&il).expect("corpus file");
        let outputs = match ilc::cli::load_text(&text) {
            Ok(program) => [
                ("ir", ir_golden(&program, &name, &text)),
                ("vega.s", asm_golden(&program, Target::Vega, &name, &text)),
                ("r600.s", asm_golden(&program, Target::R600, &name, &text)),
            ],
            Err(d) => {
                let e = d.render_text(&name, &text);
                [("ir", e.clone()), ("vega.s", e.clone()), ("r600.s", e)]
            }
        };
        for (ext, content) in outputs {
            let path = golden.join(rel).with_extension(ext);
            expected_files.insert(path.clone());
            let current = std::fs::read_to_string(&path).ok();
            if current.as_deref() == Some(content.as_str()) {
                continue;
            }
            if bless {
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).expect("golden directory");
                }
                std::fs::write(&path, &content).expect("golden file written");
                continue;
            }
            let first_line = match &current {
                None => "missing".to_string(),
                Some(old) => {
                    let line = old
                        .lines()
                        .zip(content.lines())
                        .position(|(a, b)| a != b)
                        .unwrap_or_else(|| old.lines().count().min(content.lines().count()));
                    format!(
                        "line {}: was `{}`, now `{}`",
                        line + 1,
                        old.lines().nth(line).unwrap_or(""),
                        content.lines().nth(line).unwrap_or("")
                    )
                }
            };
            differing.push(format!("{}: {first_line}", path.display()));
        }
    }
    // Golden files of programs that no longer exist.
    let mut stale = Vec::new();
    collect_files(&golden, &mut stale);
    for path in stale.into_iter().filter(|p| !expected_files.contains(p)) {
        if bless {
            std::fs::remove_file(&path).expect("stale golden file removed");
        } else {
            differing.push(format!("{}: no corpus program", path.display()));
        }
    }
    assert!(
        differing.is_empty(),
        "{} golden files differ (ILC_BLESS=1 rewrites them after review):\n{}",
        differing.len(),
        differing.join("\n")
    );
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, out);
        } else {
            out.push(path);
        }
    }
}
