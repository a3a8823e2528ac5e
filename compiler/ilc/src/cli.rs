//! The `ilc` command line as a library function, so tests can run it in-process.
//!
//! Exit status: 0 success, 1 user error (diagnostics on stderr), 2 internal error (a caught
//! panic; no Rust panic message reaches the user).

use amdil::{Diagnostics, Program};
use clap::{Parser, ValueEnum};
use std::ffi::OsString;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

/// What `--emit` produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// Canonical IL text.
    Il,
    /// IL binary token stream (little-endian 32-bit tokens).
    Bin,
    /// Target assembly (not supported yet).
    Asm,
    /// Target object file (not supported yet).
    Obj,
    /// Optimised IR (not supported yet).
    Ir,
}

/// How to read the input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputFormat {
    /// IL text.
    Text,
    /// IL binary token stream.
    Binary,
}

/// Command-line arguments of `ilc`.
#[derive(Parser, Debug)]
#[command(
    name = "ilc",
    version,
    about = "Compile AMD IL to R600 / GCN Vega machine code"
)]
pub struct Args {
    /// Input file: IL text or IL binary token stream (detected from the content).
    pub input: PathBuf,
    /// What to produce.
    #[arg(long, value_enum, default_value = "il")]
    pub emit: Emit,
    /// Output file (default: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Force the input format instead of detecting it.
    #[arg(long = "input-format", value_enum)]
    pub input_format: Option<InputFormat>,
    /// Target machine: r600, vega, interp or ir (not supported yet).
    #[arg(long)]
    pub target: Option<String>,
    /// Run with the given launch file (not supported yet).
    #[arg(long)]
    pub run: Option<PathBuf>,
    /// Kernel name in a code object (not supported yet).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Print statistics (not supported yet).
    #[arg(long)]
    pub stats: bool,
}

/// Runs `ilc` with `args` (including the program name), writing to `stdout`/`stderr`.
/// Returns the exit status. Panics inside are caught and reported as internal errors.
pub fn run(args: &[OsString], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let args = match Args::try_parse_from(args) {
        Ok(a) => a,
        Err(e) => {
            let text = e.render().to_string();
            return if e.use_stderr() {
                let _ = stderr.write_all(text.as_bytes());
                1
            } else {
                let _ = stdout.write_all(text.as_bytes());
                0
            };
        }
    };
    match catch_unwind(AssertUnwindSafe(|| execute(&args, stdout, stderr))) {
        Ok(code) => code,
        Err(payload) => {
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown failure".to_string());
            let _ = writeln!(
                stderr,
                "ilc: internal error: {msg}\nilc: this is a bug in ilc; please report it with the input file"
            );
            2
        }
    }
}

fn user_error(stderr: &mut dyn Write, msg: &str) -> i32 {
    let _ = writeln!(stderr, "ilc: error: {msg}");
    1
}

fn execute(args: &Args, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    for (given, flag) in [
        (args.target.is_some(), "--target"),
        (args.run.is_some(), "--run"),
        (args.kernel.is_some(), "--kernel"),
        (args.stats, "--stats"),
    ] {
        if given {
            return user_error(stderr, &format!("`{flag}` is not supported yet"));
        }
    }
    if matches!(args.emit, Emit::Asm | Emit::Obj | Emit::Ir) {
        let name = format!("{:?}", args.emit).to_lowercase();
        return user_error(stderr, &format!("`--emit {name}` is not supported yet"));
    }
    let name = args.input.display().to_string();
    let bytes = match std::fs::read(&args.input) {
        Ok(b) => b,
        Err(e) => return user_error(stderr, &format!("cannot read `{name}`: {e}")),
    };
    let binary = match args.input_format {
        Some(InputFormat::Binary) => true,
        Some(InputFormat::Text) => false,
        None => amdil::binary::looks_binary(&bytes),
    };
    let program = if binary {
        match load_binary(&bytes) {
            Ok(p) => p,
            Err(d) => {
                let _ = stderr.write_all(d.render_binary(&name).as_bytes());
                return 1;
            }
        }
    } else {
        let Ok(text) = std::str::from_utf8(&bytes) else {
            return user_error(
                stderr,
                &format!("`{name}` is neither UTF-8 IL text nor an IL binary token stream"),
            );
        };
        match load_text(text) {
            Ok(p) => p,
            Err(d) => {
                let _ = stderr.write_all(d.render_text(&name, text).as_bytes());
                return 1;
            }
        }
    };
    let out: Vec<u8> = match args.emit {
        Emit::Il => amdil::print(&program).into_bytes(),
        Emit::Bin => match amdil::binary::encode_bytes(&program) {
            Ok(b) => b,
            Err(d) => {
                let _ = stderr.write_all(d.render_binary(&name).as_bytes());
                return 1;
            }
        },
        Emit::Asm | Emit::Obj | Emit::Ir => Vec::new(),
    };
    match &args.output {
        Some(path) => {
            if let Err(e) = std::fs::write(path, &out) {
                return user_error(stderr, &format!("cannot write `{}`: {e}", path.display()));
            }
        }
        None => {
            if let Err(e) = stdout.write_all(&out) {
                return user_error(stderr, &format!("cannot write to standard output: {e}"));
            }
        }
    }
    0
}

/// Parses and verifies IL text, reporting parse and verifier errors together (in source
/// order), so one run shows every problem.
pub fn load_text(text: &str) -> Result<Program, Diagnostics> {
    let (program, mut diags) = amdil::parse_partial(text);
    if let Err(v) = amdil::verify(&program) {
        diags.extend(v);
    }
    diags.sort();
    if diags.is_empty() {
        Ok(program)
    } else {
        Err(diags)
    }
}

/// Decodes and verifies an IL binary token stream.
pub fn load_binary(bytes: &[u8]) -> Result<Program, Diagnostics> {
    let program = amdil::binary::decode(bytes)?;
    amdil::verify(&program)?;
    Ok(program)
}
