//! Prints the LLVM peer tables of `docs/performance.md` ("LLVM peers", then the pixel-shader
//! table of "R600 pixel shaders against llc-14"):
//! `cargo run -p ilc-tests --example peer_table`.

use ilc_tests::peers;
use std::process::ExitCode;

fn main() -> ExitCode {
    let tables = peers::peer_kernels()
        .and_then(|k| peers::markdown_tables(&k))
        .and_then(|kernels| {
            let shaders = peers::shader_peers().and_then(|s| peers::shader_markdown_table(&s))?;
            Ok(format!("{kernels}\n{shaders}"))
        });
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
