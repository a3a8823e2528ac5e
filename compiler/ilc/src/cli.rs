//! The `ilc` command line as a library function, so tests can run it in-process.
//!
//! Exit status: 0 success, 1 user error (diagnostics on stderr), 2 internal error (a caught
//! panic; no Rust panic message reaches the user). Warnings are printed on stderr
//! (`file:line:col: warning: ...`) and do not change the status, unless `--Werror` makes
//! them errors.

use crate::{Error, OptLevel};
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
    /// Target assembly (Vega: LLVM syntax for `llvm-mc -arch=amdgcn -mcpu=gfx900`).
    Asm,
    /// Target object file (Vega: an AMDHSA gfx900 code object).
    Obj,
    /// Optimised SSA IR text (`-O0` for the unoptimised form).
    Ir,
    /// R600 virtual code after instruction selection and its clean-up passes (debug aid).
    R600Vcode,
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
    /// What to produce (default: `asm` with `--target r600|vega`, else `il`).
    #[arg(long, value_enum)]
    pub emit: Option<Emit>,
    /// Output file (default: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Force the input format instead of detecting it.
    #[arg(long = "input-format", value_enum)]
    pub input_format: Option<InputFormat>,
    /// Target: `r600` or `vega` (machine code), `interp` or `ir` (execution with `--run`).
    #[arg(long, value_enum)]
    pub target: Option<TargetArg>,
    /// Execute the program with this launch file and print the output buffers as JSON.
    #[arg(long)]
    pub run: Option<PathBuf>,
    /// Optimisation level of the IR pipeline (`-O0`, `-O1`, `-O2`).
    #[arg(short = 'O', value_parser = parse_opt_level, default_value = "2")]
    pub opt_level: OptLevel,
    /// Kernel to run from an AMDHSA gfx900 code object given as FILE (with `--run` and
    /// `--target vega`).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Print statistics on stderr: static figures of the compiled code (`--target
    /// r600|vega`), and the simulated execution figures with `--run` or `--kernel`.
    #[arg(long)]
    pub stats: bool,
    /// Treat warnings (e.g. a constant-buffer index past the declared size) as errors.
    #[arg(long = "Werror")]
    pub werror: bool,
    /// Debugging: the options of the compilation (allocator, forced waits, R600 packing).
    #[command(flatten)]
    pub debug: DebugArgs,
}

/// Debugging switches of `ilc`.
#[derive(clap::Args, Debug, Default)]
pub struct DebugArgs {
    /// Vega register allocator.
    #[arg(long, value_enum, default_value = "regalloc2")]
    pub allocator: AllocatorArg,
    /// Vega: wait for every memory counter after each memory instruction.
    #[arg(long)]
    pub force_waitcnt: bool,
    /// R600: one operation per ALU group (no VLIW packing).
    #[arg(long)]
    pub no_r600_pack: bool,
    /// Print the IR after each IR pass and the machine code between back-end passes on
    /// stderr (the libraries' `tracing` output at TRACE level).
    #[arg(long)]
    pub print_after_all: bool,
}

/// `--allocator` values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum AllocatorArg {
    /// regalloc2, falling back to the linear scan for kernels it would spill.
    #[default]
    Regalloc2,
    /// The linear scan only.
    LinearScan,
}

impl Args {
    /// The compilation options the arguments ask for.
    pub fn compile_options(&self) -> crate::Options {
        crate::Options {
            opt_level: self.opt_level,
            force_waitcnt: self.debug.force_waitcnt,
            allocator: match self.debug.allocator {
                AllocatorArg::Regalloc2 => gcn_codegen::Allocator::Regalloc2,
                AllocatorArg::LinearScan => gcn_codegen::Allocator::LinearScan,
            },
            r600_pack: !self.debug.no_r600_pack,
        }
    }
}

fn parse_opt_level(text: &str) -> Result<OptLevel, String> {
    match text {
        "0" => Ok(OptLevel::O0),
        "1" => Ok(OptLevel::O1),
        "2" => Ok(OptLevel::O2),
        _ => Err(format!(
            "unknown optimisation level `{text}` (use 0, 1 or 2)"
        )),
    }
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
    let print_after_all = args.debug.print_after_all;
    let compile = || {
        if print_after_all {
            crate::trace::with_pass_dumps(|| execute(&args, stdout, stderr))
        } else {
            execute(&args, stdout, stderr)
        }
    };
    match catch_unwind(AssertUnwindSafe(compile)) {
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

/// Where the program came from, for rendering diagnostics against it.
enum Source {
    /// IL text (diagnostics show `file:line:col` and the source line).
    Text(String),
    /// An IL binary token stream (diagnostics show the byte offset).
    Binary,
}

impl Source {
    fn render(&self, diags: &Diagnostics, name: &str) -> String {
        match self {
            Source::Text(text) => diags.render_text(name, text),
            Source::Binary => diags.render_binary(name),
        }
    }
}

fn execute(args: &Args, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let target = args.target;
    if let Some(kernel) = &args.kernel {
        return run_code_object(args, kernel, stdout, stderr);
    }
    if args.stats && !matches!(target, Some(TargetArg::R600 | TargetArg::Vega)) {
        return user_error(stderr, "`--stats` needs `--target r600|vega`");
    }
    let name = args.input.display().to_string();
    let bytes = match std::fs::read(&args.input) {
        Ok(b) => b,
        Err(e) => return user_error(stderr, &format!("cannot read `{name}`: {e}")),
    };
    let binary = match args.input_format {
        Some(InputFormat::Binary) => true,
        Some(InputFormat::Text) => false,
        // Content that is not UTF-8 cannot be IL text: decode it as a token stream so
        // the error names the offending token.
        None => amdil::binary::looks_binary(&bytes) || std::str::from_utf8(&bytes).is_err(),
    };
    let (program, source, warnings) = if binary {
        match load_binary_checked(&bytes) {
            Ok((p, w)) => (p, Source::Binary, w),
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
        match load_text_checked(text) {
            Ok((p, w)) => (p, Source::Text(text.to_string()), w),
            Err(d) => {
                let _ = stderr.write_all(d.render_text(&name, text).as_bytes());
                return 1;
            }
        }
    };
    // Warnings are printed and compilation goes on, unless `--Werror` makes them errors.
    if !warnings.is_empty() {
        let shown = if args.werror {
            warnings.warnings_as_errors()
        } else {
            warnings
        };
        let _ = stderr.write_all(source.render(&shown, &name).as_bytes());
        if args.werror {
            return 1;
        }
    }
    let mut stats = String::new();
    let result = match &args.run {
        Some(launch) => run_program(
            &program,
            launch,
            target,
            args.compile_options(),
            args.stats,
            &mut stats,
        ),
        None => {
            let what = args.emit.unwrap_or(match target {
                Some(TargetArg::R600 | TargetArg::Vega) => Emit::Asm,
                _ => Emit::Il,
            });
            emit(&program, what, target, args.compile_options(), &mut stats)
        }
    };
    let out = match result {
        Ok(out) => out,
        Err(Error::Input(d)) => {
            let _ = stderr.write_all(source.render(&d, &name).as_bytes());
            return 1;
        }
        Err(Error::Usage(msg)) => return user_error(stderr, &msg),
        Err(Error::Internal(msg)) => {
            let _ = writeln!(stderr, "ilc: internal error: {msg}");
            return 2;
        }
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
    if args.stats {
        let _ = stderr.write_all(stats.as_bytes());
    }
    0
}

/// The `--target` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TargetArg {
    /// R600 (VLIW5) machine code.
    R600,
    /// GCN Vega (gfx900) machine code.
    Vega,
    /// The IL interpreter (reference semantics; `--run` only).
    Interp,
    /// The IR evaluator on the optimised IR (`--run` only).
    Ir,
}

impl TargetArg {
    /// The machine-code target, if this is one.
    fn machine(self) -> Option<crate::Target> {
        match self {
            TargetArg::R600 => Some(crate::Target::R600),
            TargetArg::Vega => Some(crate::Target::Vega),
            TargetArg::Interp | TargetArg::Ir => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            TargetArg::R600 => "r600",
            TargetArg::Vega => "vega",
            TargetArg::Interp => "interp",
            TargetArg::Ir => "ir",
        }
    }
}

/// Compiles `program` for a machine target, appending the static statistics to `stats`.
fn compile_for(
    program: &Program,
    target: crate::Target,
    options: crate::Options,
    stats: &mut String,
) -> Result<crate::Compiled, Error> {
    let compiled = crate::compile_program(program, target, &options)?;
    stats.push_str(&compiled.stats_text());
    Ok(compiled)
}

/// Produces the `--emit` output for `program`.
fn emit(
    program: &Program,
    what: Emit,
    target: Option<TargetArg>,
    options: crate::Options,
    stats: &mut String,
) -> Result<Vec<u8>, Error> {
    let level = options.opt_level;
    match (what, target) {
        (Emit::Il, _) => Ok(amdil::print(program).into_bytes()),
        (Emit::Bin, None) => Ok(amdil::binary::encode_bytes(program)?),
        (Emit::Ir, _) => {
            let func = crate::lower_and_optimize(program, level)?;
            Ok(format!("{func}").into_bytes())
        }
        (Emit::R600Vcode, Some(TargetArg::R600)) => {
            let func = crate::lower_and_optimize(program, level)?;
            Ok(crate::r600::vcode(program, &func)?.into_bytes())
        }
        (Emit::R600Vcode, _) => Err(Error::Usage(
            "`--emit r600-vcode` needs `--target r600`".into(),
        )),
        (Emit::Bin | Emit::Asm | Emit::Obj, Some(t @ (TargetArg::R600 | TargetArg::Vega))) => {
            let machine = t.machine().unwrap_or(crate::Target::Vega);
            let compiled = compile_for(program, machine, options, stats)?;
            match what {
                Emit::Asm => Ok(compiled.asm().as_bytes().to_vec()),
                Emit::Bin => Ok(compiled.code().to_vec()),
                _ => compiled.obj().ok_or_else(|| {
                    Error::Usage(format!(
                        "`--emit obj` is not supported for `--target {}` yet",
                        t.name()
                    ))
                }),
            }
        }
        (Emit::Asm | Emit::Obj, _) => Err(Error::Usage(
            "`--emit asm|obj` needs `--target r600` or `--target vega`".into(),
        )),
        (Emit::Bin, Some(t)) => Err(Error::Usage(format!(
            "`--target {}` executes programs; use it with `--run LAUNCH.json`",
            t.name()
        ))),
    }
}

/// Runs `program` with the launch file at `launch` on `target` and returns the output JSON;
/// `timed`: run Vega's occupancy-aware cycle model (`--stats` prints its cycles).
fn run_program(
    program: &Program,
    launch: &std::path::Path,
    target: Option<TargetArg>,
    options: crate::Options,
    timed: bool,
    stats: &mut String,
) -> Result<Vec<u8>, Error> {
    let level = options.opt_level;
    let spec = runtime_sim::launch::LaunchSpec::from_file(launch)
        .map_err(|e| Error::Usage(e.to_string()))?;
    let output = match target {
        Some(TargetArg::Interp) => crate::run_interp(program, &spec)?,
        Some(TargetArg::Ir) => crate::run_ir(program, &spec, level)?,
        Some(t @ (TargetArg::R600 | TargetArg::Vega)) => {
            let machine = t.machine().unwrap_or(crate::Target::Vega);
            let compiled = compile_for(program, machine, options, stats)?;
            let (output, run_stats) = if timed {
                compiled.run_timed(&spec)?
            } else {
                compiled.run(&spec)?
            };
            stats.push_str(&run_stats.render());
            output
        }
        None => {
            return Err(Error::Usage(
                "`--run` needs `--target interp|ir|r600|vega`".into(),
            ))
        }
    };
    let mut json = output.to_json();
    json.push('\n');
    Ok(json.into_bytes())
}

/// `ilc OBJ.o --kernel NAME --run LAUNCH.json --target vega [--stats]`: runs a kernel of an
/// AMDHSA gfx900 code object on the strict Vega simulator. The output JSON goes to stdout
/// (or `-o`), the statistics to stderr.
fn run_code_object(
    args: &Args,
    kernel: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    if args.target != Some(TargetArg::Vega) {
        return user_error(stderr, "`--kernel` needs `--target vega`");
    }
    let Some(launch) = &args.run else {
        return user_error(stderr, "`--kernel` needs `--run LAUNCH.json`");
    };
    let name = args.input.display().to_string();
    let object = match runtime_sim::codeobj::CodeObject::from_file(&args.input) {
        Ok(o) => o,
        Err(e) => return user_error(stderr, &format!("{name}: {e}")),
    };
    let spec = match runtime_sim::launch::LaunchSpec::from_file(launch) {
        Ok(s) => s,
        Err(e) => return user_error(stderr, &e.to_string()),
    };
    let options = runtime_sim::vega::Options {
        timing: args.stats,
        ..runtime_sim::vega::Options::default()
    };
    let (output, stats) = match runtime_sim::vega::run_code_object(&object, kernel, &spec, &options)
    {
        Ok(r) => r,
        Err(e) => return user_error(stderr, &format!("{name}: kernel `{kernel}`: {e}")),
    };
    let mut json = output.to_json();
    json.push('\n');
    let written = match &args.output {
        Some(path) => std::fs::write(path, json.as_bytes()),
        None => stdout.write_all(json.as_bytes()),
    };
    if let Err(e) = written {
        return user_error(stderr, &format!("cannot write the output: {e}"));
    }
    if args.stats {
        let _ = stderr.write_all(stats.render().as_bytes());
    }
    0
}

/// Parses and verifies IL text, reporting parse and verifier errors together (in source
/// order), so one run shows every problem. Warnings of an accepted program are dropped
/// ([`load_text_checked`] returns them).
pub fn load_text(text: &str) -> Result<Program, Diagnostics> {
    load_text_checked(text).map(|(program, _)| program)
}

/// Parses and verifies IL text: the program and its warnings, or every diagnostic (errors
/// and warnings, in source order) when there is an error.
pub fn load_text_checked(text: &str) -> Result<(Program, Diagnostics), Diagnostics> {
    let (program, mut diags) = amdil::parse_partial(text);
    diags.extend(amdil::check(&program));
    diags.sort();
    if diags.error_count() == 0 {
        Ok((program, diags))
    } else {
        Err(diags)
    }
}

/// Decodes and verifies an IL binary token stream.
pub fn load_binary(bytes: &[u8]) -> Result<Program, Diagnostics> {
    load_binary_checked(bytes).map(|(program, _)| program)
}

/// Decodes and verifies an IL binary token stream: the program and its warnings, or the
/// diagnostics when there is an error.
pub fn load_binary_checked(bytes: &[u8]) -> Result<(Program, Diagnostics), Diagnostics> {
    let program = amdil::binary::decode(bytes)?;
    let diags = amdil::check(&program);
    if diags.error_count() == 0 {
        Ok((program, diags))
    } else {
        Err(diags)
    }
}
