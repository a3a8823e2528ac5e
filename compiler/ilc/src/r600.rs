//! The R600 (VLIW5) entry of [`crate::compile_program`]: the one place that hands a program
//! to `r600-codegen`, plus [`run_r600`], which executes its code on the strict R600 machine
//! (what [`Compiled::run`] does for R600 code).

use crate::compile::{Compiled, Options, Stats, TargetStats};
use crate::Error;
use runtime_sim::launch::LaunchSpec;
use runtime_sim::output::Output;

/// Compiles `func` (the optimised IR of `program`) for R600.
pub fn compile_r600(
    program: &amdil::Program,
    func: &ilc_ir::Function,
    options: &Options,
) -> Result<Compiled, Error> {
    let _ = program;
    let codegen_options = r600_codegen::Options {
        pack: options.r600_pack,
        ..r600_codegen::Options::default()
    };
    let out = r600_codegen::compile_function(func, &codegen_options)
        .map_err(|e| crate::backend_error(&e))?;
    let s = out.stats;
    let stats = Stats {
        instructions: s.alu_insts + s.fetches + s.cf_insts,
        code_bytes: out.bytes.len() as u32,
        target: TargetStats::R600(s),
    };
    let asm = format!(
        "; {} ALU groups, {:.2} slots/group, {} GPRs, {} ALU / {} VTX clauses, {} CF, stack {}\n{}",
        s.alu_groups,
        s.slots_per_group(),
        s.gprs,
        s.alu_clauses,
        s.vtx_clauses,
        s.cf_insts,
        s.stack_entries,
        out.asm
    );
    Ok(Compiled::new(crate::Target::R600, out.bytes, asm, stats))
}

/// The R600 virtual code of `func` after instruction selection and the passes over it
/// (`ilc --target r600 --emit r600-vcode`, see `r600_codegen::print`).
pub fn vcode(func: &ilc_ir::Function) -> Result<String, Error> {
    let selected = r600_codegen::select(func).map_err(|e| crate::backend_error(&e))?;
    Ok(selected.to_string())
}

/// Runs R600 machine code (as in [`Compiled::code`]) on the strict R600 machine.
pub fn run_r600(
    code: &[u8],
    launch: &LaunchSpec,
) -> Result<(Output, runtime_sim::r600::Stats), Error> {
    runtime_sim::r600::run_bytes(code, launch, &runtime_sim::r600::Options::default())
        .map_err(|e| Error::Usage(format!("r600 simulator: {e}")))
}
