//! The AMD IL interpreter: the reference semantics every compiled program is checked
//! against (manual: `il-reference.txt`, AMD IL v2.4; line numbers `Lnnnn` refer to it).
//!
//! - Per-component semantics are pure functions over 32-bit words: [`float`], [`integer`],
//!   [`convert`], [`double`], and the operand [`modifiers`].
//! - [`run`] decodes a program once into a compact form (`kernel`, built by `decode`) and
//!   executes it SIMT-style (`exec`), one work-group at a time.
//!
//! Choices where the manual is undefined, silent or self-contradictory (each is documented
//! again, with its lines, where it is implemented):
//! - `udiv(x, 0) = 0xFFFFFFFF`, `umod(x, 0) = x` (L6940, L7036 say nothing).
//! - FTOI/FTOU out of range saturate, NaN gives 0 (L7406, L7422: undefined).
//! - UTOF and ITOF round to nearest even (L7449 says both "nearest" and "toward zero").
//! - Float NE is false when an operand is NaN, as the manual says (L8613).
//! - Non-IEEE multiply: `0 * inf` and `0 * NaN` give +0, other products are IEEE
//!   (L369-371). Every float result is flushed when denormal (L3055, L8418).
//! - `inf_else_max` zeroop gives infinity (L3011); negative inputs of LOG/RSQ/SQRT give NaN.
//! - `ffb(hi)`/`ffb(shi)` count from the MSB (L7225-7228). Bit-extract/insert use `& 0x1F`
//!   where the manual prints `^` (L7172-7173).
//! - 64-bit integer and double compares broadcast one mask (L3057, L3061); 64-bit shift
//!   counts use six bits (L3230).
//! - Raw/struct UAV and LDS_LOAD_VEC loads fill dst positionally (dword i → component i,
//!   L11429-11435); scalar LDS loads and atomic return values are replicated to every
//!   written component.
//! - CALL beyond depth 32 is skipped (L3487); a runaway group stops after
//!   [`MAX_STEPS_PER_GROUP`] instructions (L4035).
//! - Out-of-bounds accesses the manual does not define (LDS, atomics, `g[]`, indexed
//!   temps, struct offsets, misaligned addresses) are program errors; UAV loads/stores
//!   outside the buffer read 0 / are dropped as the manual says; constant-buffer reads past
//!   the end of the bound buffer read 0 (CAL binds the buffer at run time).
//! - Temps, indexed temps and LDS start each work-group at 0; GDS starts the dispatch at 0.
//!
//! Pixel shaders (`il_ps`): one pixel per work-item of the launch grid,
//! `vWinCoord = (x + 0.5, y + 0.5, 0.0, 1.0)` with `(x, y) = vAbsTid.xy` (pixel centres, the
//! `dcl_input` default "centered = 0", L4160-4170); the thread-ID registers hold the same
//! values as in a compute shader. Textures, render targets, interpolated inputs, discard,
//! derivatives and vertex shaders (`il_vs`, one work-item per vertex): `texture` and the
//! graphics modules of `decode` and `exec`, rules in `docs/architecture.md` ("Graphics
//! stages").

pub mod convert;
mod decode;
pub mod double;
mod error;
mod exec;
pub mod float;
pub mod integer;
pub(crate) mod kernel;
pub mod modifiers;
pub(crate) mod texture;

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
