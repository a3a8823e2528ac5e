//! Compares the register allocators on IL files: instructions, VGPRs, SGPRs and the copies
//! regalloc2 inserts, one Markdown table row per file.
//!
//! `cargo run -p gcn-codegen --example allocators -- tests/corpus/compute/*.il`
//! (with `ALLOCATORS_TIGHT=1`, regalloc2 gets only the peak pressure of each class).

// The workspace denies unwrap()/expect() outside tests; an example may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use gcn_codegen::{compile_with_report, Allocator, CompileOptions};
use ilc_ir::passes::pipeline::{optimize, OptLevel};

fn main() {
    println!(
        "| kernel | linear scan: insts | VGPRs | SGPRs | regalloc2: insts | VGPRs | SGPRs | \
         copies (S/V/V64) | EXEC wraps | moves coalesced |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for path in std::env::args().skip(1) {
        let name = std::path::Path::new(&path)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.clone());
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let program = match amdil::parse(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{path}: parse error {e:?}");
                continue;
            }
        };
        let mut func = match ilc_ir::lower::lower(&program) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        if let Err(e) = optimize(&mut func, OptLevel::O2) {
            eprintln!("{path}: {e}");
            continue;
        }
        let run = |allocator| {
            let opts = CompileOptions {
                allocator,
                ..CompileOptions::default()
            };
            compile_with_report(&func, &opts)
        };
        let second = if std::env::var("ALLOCATORS_TIGHT").is_ok() {
            Allocator::Regalloc2Limited(gcn_codegen::ra2::Limits {
                tight: true,
                ..Default::default()
            })
        } else {
            Allocator::Regalloc2
        };
        match (run(Allocator::LinearScan), run(second)) {
            (Ok((ls, _, _)), Ok((ra, _, rep))) => {
                let c = rep.copies;
                println!(
                    "| `{name}` | {} | {} | {} | {} | {} | {} | {}/{}/{}{} | {} | {} |",
                    ls.instructions,
                    ls.vgpr_count,
                    ls.sgpr_count,
                    ra.instructions,
                    ra.vgpr_count,
                    ra.sgpr_count,
                    c.sgpr,
                    c.vgpr,
                    c.vgpr_pair,
                    if rep.regalloc2 { "" } else { " (fell back)" },
                    c.exec_wraps,
                    c.removed
                );
            }
            (a, b) => eprintln!("{path}: {:?} / {:?}", a.err(), b.err()),
        }
    }
}
