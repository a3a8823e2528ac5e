//! The R600 (VLIW5) entry of [`crate::compile_program`]: the one place that hands a program
//! to `r600-codegen`.
//!
//! `r600-codegen` does not expose a compile entry yet, so this reports the target as
//! unsupported. When it does, this function builds a [`Compiled`] from its result with
//! [`Compiled::new`] (code bytes, assembly text, [`Stats`]).

use crate::compile::{Compiled, Options, Stats};
use crate::Error;

/// Compiles `func` (the optimised IR of `program`) for R600.
pub fn compile_r600(
    program: &amdil::Program,
    func: &ilc_ir::Function,
    options: &Options,
) -> Result<Compiled, Error> {
    let _ = (program, func, options, Stats::default, Compiled::new);
    Err(Error::Usage(
        "unsupported: code generation for `--target r600` is not available yet (r600-codegen has no compile entry)".into(),
    ))
}
