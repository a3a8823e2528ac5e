//! `ilc`: an optimizing compiler from AMD IL to R600 and GCN Vega machine code.
//!
//! This crate is the library entry point: it chains the front end ([`amdil`]), the middle end
//! ([`ilc_ir`]), the backends (`gcn-codegen`, `r600-codegen`) and the runtime
//! ([`runtime_sim`]) and hosts the `ilc` command line ([`cli`]). [`compile`] is the main
//! entry point (see its example).

pub mod cli;
pub mod compile;
pub mod r600;

pub use compile::{compile, compile_binary, compile_program, Compiled, Options, Stats, Target};
pub use runtime_sim::launch::LaunchSpec;

pub use amdil;
pub use ilc_ir::passes::pipeline::OptLevel;

use amdil::{Diagnostics, Program, Span};
use runtime_sim::output::Output;

/// Why a pipeline step failed.
#[derive(Debug)]
pub enum Error {
    /// Located problems in the input program (exit status 1).
    Input(Diagnostics),
    /// A problem with the launch file or the options, not located in the program (exit 1).
    Usage(String),
    /// A bug in ilc, e.g. a pass that left invalid IR (exit status 2).
    Internal(String),
}

impl From<Diagnostics> for Error {
    fn from(d: Diagnostics) -> Error {
        Error::Input(d)
    }
}

fn located(span: Span, message: impl Into<String>) -> Error {
    Error::Input(Diagnostics::single(span, message))
}

/// Lowers `program` to scalar SSA IR and runs the optimisation pipeline of `level`.
pub fn lower_and_optimize(program: &Program, level: OptLevel) -> Result<ilc_ir::Function, Error> {
    let mut func = ilc_ir::lower::lower(program).map_err(|e| located(e.span, e.message))?;
    ilc_ir::passes::pipeline::optimize(&mut func, level)
        .map_err(|e| Error::Internal(e.to_string()))?;
    Ok(func)
}

/// Lowers and optimises `program`, then runs the IR in the IR evaluator with `launch`.
pub fn run_ir(program: &Program, launch: &LaunchSpec, level: OptLevel) -> Result<Output, Error> {
    use ilc_ir::eval::{EvalMemory, EvalOptions, LaunchGeometry};
    let func = lower_and_optimize(program, level)?;
    let mut memory = EvalMemory {
        uavs: launch.uavs.clone(),
        cbs: launch.cbs.clone(),
        global: launch.g.clone().unwrap_or_default(),
        ..graphics_memory(launch)
    };
    let geometry = LaunchGeometry {
        group_size: launch.group,
        num_groups: launch.num_groups(),
    };
    ilc_ir::eval::run(&func, &geometry, &mut memory, &EvalOptions::default()).map_err(|e| {
        let loc = e.inst.map(|i| func.srclocs[i]).unwrap_or_default();
        let msg = format!(
            "program error in work-group {} work-item {}: {}",
            e.group, e.lane, e.message
        );
        if loc.is_unknown() {
            Error::Usage(msg)
        } else {
            located(Span::new(loc.start as usize, loc.end as usize), msg)
        }
    })?;
    Ok(Output {
        uavs: memory.uavs,
        g: launch.g.as_ref().map(|_| memory.global),
        outputs: memory
            .outputs
            .into_iter()
            .map(|(id, (_, words))| (id, words))
            .collect(),
    })
}

/// The graphics part of a launch (textures, samplers, interpolants, vertex inputs, render
/// targets) in the IR evaluator's form.
fn graphics_memory(launch: &LaunchSpec) -> ilc_ir::eval::EvalMemory {
    use ilc_ir::eval::{EvalAddress, EvalSampler, EvalTexture};
    use runtime_sim::launch::{AddressMode, Filter};
    let bits = |v: [f32; 4]| v.map(f32::to_bits);
    ilc_ir::eval::EvalMemory {
        textures: launch
            .resources
            .iter()
            .map(|(&id, t)| {
                let texture = EvalTexture {
                    size: [t.width, t.height, t.depth],
                    components: t.components,
                    words: t.words.clone(),
                };
                (id, texture)
            })
            .collect(),
        samplers: launch
            .samplers
            .iter()
            .map(|(&id, s)| {
                let address = match s.address {
                    AddressMode::Clamp => EvalAddress::Clamp,
                    AddressMode::Wrap => EvalAddress::Wrap,
                    AddressMode::Mirror => EvalAddress::Mirror,
                    AddressMode::Border => EvalAddress::Border,
                };
                let linear = s.filter == Filter::Linear;
                (id, EvalSampler { linear, address })
            })
            .collect(),
        interpolants: launch
            .interpolants
            .iter()
            .map(|(&id, p)| (id, [bits(p.origin), bits(p.dx), bits(p.dy)]))
            .collect(),
        vertex_inputs: launch
            .vertex_inputs
            .iter()
            .map(|(&id, t)| (id, (t.components, t.float, t.words.clone())))
            .collect(),
        outputs: launch
            .outputs
            .iter()
            .map(|(&id, t)| (id, (t.components, t.words.clone())))
            .collect(),
        ..Default::default()
    }
}

/// Runs `program` in the IL interpreter (the reference semantics) with `launch`.
pub fn run_interp(program: &Program, launch: &LaunchSpec) -> Result<Output, Error> {
    runtime_sim::interp::run(program, launch).map_err(|e| match e.span {
        Some(span) => Error::Input(Diagnostics::single(span, e.message)),
        None => Error::Usage(e.message),
    })
}
