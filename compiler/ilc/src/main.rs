//! The `ilc` command-line tool: a thin wrapper around [`ilc::cli::run`].

use std::process::ExitCode;

fn main() -> ExitCode {
    // Panics are caught by `cli::run` and reported as internal errors; keep the default
    // hook from printing a Rust panic message to the user.
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let code = ilc::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}
