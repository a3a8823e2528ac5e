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
    let codegen_options = r600_codegen::Options {
        pack: options.r600_pack,
        stage: stage(program),
        position_output: position_output(program),
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
        "; {} ALU groups, {:.2} slots/group, {} GPRs, {} ALU / {} TEX / {} VTX clauses, {} CF, stack {}\n{}",
        s.alu_groups,
        s.slots_per_group(),
        s.gprs,
        s.alu_clauses,
        s.tex_clauses,
        s.vtx_clauses,
        s.cf_insts,
        s.stack_entries,
        out.asm
    );
    Ok(
        Compiled::new(crate::Target::R600, out.bytes, asm, stats)
            .with_r600_interface(out.interface),
    )
}

/// The R600 stage of an IL program: pixel and vertex shaders are graphics programs, every
/// other shader type runs as compute.
pub fn stage(program: &amdil::Program) -> r600_codegen::Stage {
    match program.shader {
        amdil::ShaderType::Pixel => r600_codegen::Stage::Pixel,
        amdil::ShaderType::Vertex => r600_codegen::Stage::Vertex,
        _ => r600_codegen::Stage::Compute,
    }
}

/// The output register a vertex shader declares as its position (`dcl_output_usage(pos)`,
/// `dcl_output_position`), exported with EXPORT POS.
pub fn position_output(program: &amdil::Program) -> Option<u32> {
    program.instructions.iter().find_map(|inst| {
        if inst.opcode != amdil::Opcode::DclOutput {
            return None;
        }
        let text = format!("{:?}", inst.controls).to_ascii_lowercase();
        let pos = text.contains("\"pos") || text.contains("position");
        pos.then(|| inst.dsts.first().and_then(|d| d.reg.num))
            .flatten()
    })
}

/// The R600 machine's options for code compiled with `interface`: the stage, a resource
/// constant per texture resource (dimension and per-component format from the resource's
/// declaration) and the interpolator's GPR mapping.
pub fn sim_options(interface: &r600_codegen::Interface) -> runtime_sim::r600::Options {
    use ilc_ir::instructions::TexDim as IrDim;
    use runtime_sim::r600::{ResourceConst, Stage, TexDim, TexFormat};
    let stage = match interface.stage {
        r600_codegen::Stage::Compute => Stage::Compute,
        r600_codegen::Stage::Pixel => Stage::Pixel,
        r600_codegen::Stage::Vertex => Stage::Vertex,
    };
    let resources = interface
        .resources
        .iter()
        .map(|r| {
            let dim = match r.dim {
                IrDim::Buffer => TexDim::Buffer,
                IrDim::D1 => TexDim::D1,
                IrDim::D2 => TexDim::D2,
                IrDim::D3 => TexDim::D3,
            };
            let formats = std::array::from_fn(|c| {
                if r.int_formats & (1 << c) == 0 {
                    TexFormat::Float
                } else if r.signed_formats & (1 << c) != 0 {
                    TexFormat::Sint
                } else {
                    TexFormat::Uint
                }
            });
            (r.id, ResourceConst { dim, formats })
        })
        .collect();
    runtime_sim::r600::Options {
        stage,
        resources,
        interpolant_gprs: interface.interpolant_gprs.iter().copied().collect(),
        position_output: interface.position_output,
        ..runtime_sim::r600::Options::default()
    }
}

/// The R600 virtual code of `func` after instruction selection and the passes over it
/// (`ilc --target r600 --emit r600-vcode`, see `r600_codegen::print`).
pub fn vcode(program: &amdil::Program, func: &ilc_ir::Function) -> Result<String, Error> {
    let options = r600_codegen::Options {
        stage: stage(program),
        ..r600_codegen::Options::default()
    };
    let selected = r600_codegen::select(func, &options).map_err(|e| crate::backend_error(&e))?;
    Ok(selected.to_string())
}

/// Runs R600 machine code (as in [`Compiled::code`]) on the strict R600 machine.
pub fn run_r600(
    code: &[u8],
    interface: &r600_codegen::Interface,
    launch: &LaunchSpec,
) -> Result<(Output, runtime_sim::r600::Stats), Error> {
    runtime_sim::r600::run_bytes(code, launch, &sim_options(interface))
        .map_err(|e| Error::Usage(format!("r600 simulator: {e}")))
}
