//! Prints, as a Markdown table, how much each pass of the -O2 pipeline reduces the IR
//! instruction count over every corpus program that lowers (`tests/corpus/**/*.il`):
//! `cargo run -p ilc-ir --release --example pass_stats`.
//!
//! Two views per pass: the instructions its runs remove directly (a pass that rewrites an
//! instruction into a cheaper one, like constant folding or the peephole, leaves the dead
//! original to DCE and so removes little itself), and its marginal effect: how many more
//! instructions the -O2 result has when only this pass is left out of the pipeline.

// The workspace denies unwrap()/expect() outside tests; an example may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ilc_ir::passes::pipeline::{optimize_with_stats, passes, OptLevel};
use ilc_ir::Function;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn il_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            il_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "il") {
            out.push(path);
        }
    }
}

fn main() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus");
    let mut files = Vec::new();
    il_files(&corpus, &mut files);
    files.sort();
    // Per pass name: (runs, instructions removed, instructions added).
    let mut per_pass: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    // Per pass name: -O2 instruction count with every run of that pass left out.
    let mut without: BTreeMap<&str, usize> = BTreeMap::new();
    let mut order: Vec<&str> = Vec::new();
    let (mut programs, mut total_before, mut total_after) = (0, 0, 0);
    for path in &files {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let Ok(program) = amdil::parse(&text) else {
            continue;
        };
        let Ok(mut func) = ilc_ir::lower::lower(&program) else {
            continue;
        };
        let before = func.inst_count();
        let mut names: Vec<&str> = passes(OptLevel::O2).iter().map(|p| p.0).collect();
        names.sort_unstable();
        names.dedup();
        for name in names {
            let mut f: Function = func.clone();
            for (other, pass) in passes(OptLevel::O2) {
                if *other != name {
                    pass(&mut f);
                }
            }
            *without.entry(name).or_default() += f.inst_count();
        }
        let Ok(stats) = optimize_with_stats(&mut func, OptLevel::O2) else {
            eprintln!("{}: pipeline failed", path.display());
            continue;
        };
        programs += 1;
        total_before += before;
        total_after += func.inst_count();
        for s in stats {
            if !order.contains(&s.pass) {
                order.push(s.pass);
            }
            let e = per_pass.entry(s.pass).or_default();
            e.0 += 1;
            e.1 += s.before.saturating_sub(s.after);
            e.2 += s.after.saturating_sub(s.before);
        }
    }
    println!(
        "{programs} corpus programs lowered: {total_before} IR instructions at -O0, \
         {total_after} at -O2 ({:.1}% fewer)\n",
        100.0 * (total_before - total_after) as f64 / total_before.max(1) as f64
    );
    println!(
        "| pass | runs in -O2 | removed by its runs | added | share of -O0 count | \
         -O2 count without it | marginal effect |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for pass in order {
        let (runs, removed, added) = per_pass[pass];
        let w = without[pass];
        println!(
            "| {pass} | {} | {removed} | {added} | {:.1}% | {w} | +{} (+{:.1}%) |",
            runs / programs.max(1),
            100.0 * (removed as f64 - added as f64) / total_before.max(1) as f64,
            w.saturating_sub(total_after),
            100.0 * w.saturating_sub(total_after) as f64 / total_after.max(1) as f64
        );
    }
}
