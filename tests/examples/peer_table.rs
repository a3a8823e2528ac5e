//! Prints the LLVM peer tables of `docs/performance.md` ("LLVM peers"):
//! `cargo run -p ilc-tests --example peer_table`.

use ilc_tests::peers;
use std::process::ExitCode;

fn main() -> ExitCode {
    let tables = peers::peer_kernels().and_then(|k| peers::markdown_tables(&k));
    match tables {
        Ok(t) => {
            print!("{t}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
