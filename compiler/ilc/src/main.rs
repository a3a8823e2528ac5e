//! The `ilc` command-line tool.

use clap::Parser;
use std::process::ExitCode;

/// Command-line arguments of `ilc`.
#[derive(Parser, Debug)]
#[command(
    name = "ilc",
    version,
    about = "Compile AMD IL to R600 / GCN Vega machine code"
)]
struct Args {
    /// Input file: IL text or IL binary token stream.
    input: std::path::PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match std::fs::read(&args.input) {
        Ok(bytes) => {
            println!("{}: {} bytes", args.input.display(), bytes.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: error: {e}", args.input.display());
            ExitCode::from(1)
        }
    }
}
