//! Helpers shared by the unit tests of the machine-code passes: compile an IL kernel through
//! the real pipeline and look at the mnemonics it produced.

use ilc_ir::passes::pipeline::{optimize, OptLevel};

use crate::{compile_parts, CompileOptions};

/// The mnemonics of `il` compiled for Vega after the middle end at `level`.
pub fn mnemonics_at(il: &str, level: OptLevel) -> Vec<String> {
    let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
    let mut func = ilc_ir::lower::lower(&program).unwrap_or_else(|e| panic!("{e}"));
    optimize(&mut func, level).unwrap_or_else(|e| panic!("{e}"));
    let (_, emitted) =
        compile_parts(&func, &CompileOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    emitted
        .insts
        .iter()
        .map(|i| i.info().name.to_string())
        .collect()
}

/// How many of `names` are `name`.
pub fn count(names: &[String], name: &str) -> usize {
    names.iter().filter(|n| *n == name).count()
}
