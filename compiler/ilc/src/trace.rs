//! `ilc --print-after-all`: the libraries report the IR after each IR pass and the machine
//! code between back-end passes as `tracing` events at TRACE level (`ilc_ir::passes`,
//! `r600_codegen::passes`, `gcn_codegen`); this module shows them on stderr.

use tracing::level_filters::LevelFilter;

/// Runs `f` with every TRACE-level event printed on the process's stderr (without
/// timestamps, with the pass span names), then returns its result.
pub fn with_pass_dumps<T>(f: impl FnOnce() -> T) -> T {
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(LevelFilter::TRACE)
        .with_writer(std::io::stderr)
        .without_time()
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, f)
}
