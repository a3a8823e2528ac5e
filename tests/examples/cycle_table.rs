//! Prints the simulated-cycle table of `docs/performance.md` ("Simulated cycles against
//! clang"): every pair of `ilc_tests::bench` compiled by ilc and by clang-14 -O2, run on the
//! same launch on the Vega simulator and checked against the host:
//! `cargo run --release -p ilc-tests --example cycle_table` (pair names as arguments
//! measure only those pairs).

use ilc_tests::bench;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut rows = Vec::new();
    let mut failed = false;
    let only: Vec<String> = std::env::args().skip(1).collect();
    for pair in bench::pairs() {
        if !only.is_empty() && !only.iter().any(|name| name == pair.name) {
            continue;
        }
        match bench::measure(&pair) {
            Ok(r) => rows.push(r),
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    print!("{}", bench::markdown_table(&rows));
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
