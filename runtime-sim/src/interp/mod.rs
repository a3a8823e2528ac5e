//! The AMD IL interpreter: the reference semantics every compiled program is checked
//! against (manual: `il-reference.txt`, AMD IL v2.4; line numbers `Lnnnn` refer to it).
//!
//! - Per-component semantics are pure functions over 32-bit words: [`float`], [`integer`],
//!   [`convert`], [`double`], and the operand [`modifiers`].
//! - [`run`] decodes a program once into a compact form (`kernel`, built by `decode`) and
//!   executes it SIMT-style (`exec`), one work-group at a time.
//!
//! Pixel-style compute (`il_ps` writing `g[]`): one pixel per work-item of the launch grid,
//! `vWinCoord = (x + 0.5, y + 0.5, 0.0, 1.0)` with `(x, y) = vAbsTid.xy` (pixel centres, the
//! `dcl_input` default "centered = 0", L4160-4170); the thread-ID registers hold the same
//! values as in a compute shader.

pub mod convert;
mod decode;
pub mod double;
mod error;
mod exec;
pub mod float;
pub mod integer;
mod kernel;
pub mod modifiers;

pub use error::{line_col, InterpError, InterpErrorKind};
pub use exec::{Stats, MAX_CALL_DEPTH, MAX_STEPS_PER_GROUP};

use crate::launch::LaunchSpec;
use crate::output::Output;

/// Whether the interpreter implements an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Support {
    /// Implemented.
    Supported,
    /// Not implemented, with the reason.
    Unsupported(&'static str),
}

/// Whether `op` is implemented (for the coverage matrix, `docs/il-coverage.md`).
pub fn support(op: amdil::Opcode) -> Support {
    match decode::classify(op) {
        decode::Class::Unsupported(why) => Support::Unsupported(why),
        _ => Support::Supported,
    }
}

/// Runs `program` over the launch's grid and returns every buffer afterwards.
///
/// Errors: `unsupported: …` for opcodes and features outside the implemented set, program
/// errors for behaviour the manual leaves undefined (see `exec` for the list), launch
/// mismatches. Each carries the instruction's span when there is one
/// ([`InterpError::render`] turns it into `file:line:col`).
pub fn run(program: &amdil::Program, launch: &LaunchSpec) -> Result<Output, InterpError> {
    run_with_stats(program, launch).map(|(out, _)| out)
}

/// [`run`], also returning how many instructions and lane-instructions were executed.
pub fn run_with_stats(
    program: &amdil::Program,
    launch: &LaunchSpec,
) -> Result<(Output, Stats), InterpError> {
    let kernel = decode::decode(program)?;
    exec::run_kernel(&kernel, launch)
}

#[cfg(test)]
mod tests;
