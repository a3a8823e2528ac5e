//! `ilc`: an optimizing compiler from AMD IL to R600 and GCN Vega machine code.
//!
//! This crate is the library entry point: it chains the front end ([`amdil`]), the middle end
//! ([`ilc_ir`]), the backends (`gcn-codegen`, `r600-codegen`) and the runtime
//! ([`runtime_sim`]) and hosts the `ilc` command line ([`cli`]). [`compile`] is the main
//! entry point (see its example).

pub mod cli;
pub mod compile;
pub mod r600;
pub mod trace;

pub use compile::{
    compile, compile_binary, compile_program, Compiled, GraphicsSettings, Options, RunStats, Stats,
    Target, TargetStats, VegaStats,
};
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

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // Byte ranges: the command line renders them as file:line:col with the source.
            Error::Input(d) => write!(f, "{}", d.to_string().trim_end()),
            Error::Usage(m) => f.write_str(m),
            Error::Internal(m) => write!(f, "internal error: {m}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<Diagnostics> for Error {
    fn from(d: Diagnostics) -> Error {
        Error::Input(d)
    }
}

fn located(span: Span, message: impl Into<String>) -> Error {
    Error::Input(Diagnostics::single(span, message))
}

/// Any back end's error as a driver error: located at its IL instruction when the back end
/// knows it, an internal error for a broken invariant, a usage error otherwise.
fn backend_error(e: &impl ilc_ir::backend::BackendError) -> Error {
    use ilc_ir::backend::FailureKind;
    match (e.kind(), e.loc()) {
        (FailureKind::Internal, _) => Error::Internal(e.message()),
        (_, Some(loc)) => located(Span::new(loc.start as usize, loc.end as usize), e.message()),
        (_, None) => Error::Usage(e.message()),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A program R600 refuses at one instruction: the back end's error becomes a driver error
    /// located at that instruction (through the one `BackendError` mapping both back ends
    /// use), and `Error` is a standard error with its message.
    #[test]
    fn an_unsupported_instruction_is_a_located_standard_error() {
        let il = "il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\ndcl_raw_uav_id(0)\n\
                  uav_raw_store_id(0) mem.x, vAbsTid.x, vAbsTid.x\nend\n";
        let err = compile(il, Target::R600).expect_err("R600 has no UAVs");
        let Error::Input(d) = &err else {
            panic!("not located: {err:?}")
        };
        let at = d.items[0].span;
        assert_eq!(
            &il[at.start as usize..at.end as usize],
            "uav_raw_store_id(0) mem.x, vAbsTid.x, vAbsTid.x"
        );
        let text = (&err as &dyn std::error::Error).to_string();
        assert!(text.contains("unsupported on r600: UAV 0 store"), "{text}");
        assert!(compile(il, Target::Vega).is_ok());
    }

    #[test]
    fn usage_and_internal_errors_display_their_message() {
        assert_eq!(Error::Usage("no launch".into()).to_string(), "no launch");
        assert_eq!(
            Error::Internal("broken".into()).to_string(),
            "internal error: broken"
        );
    }

    /// `ilc` in-process with `args` after the program name: (status, stdout, stderr).
    fn ilc(args: &[&str]) -> (i32, String, String) {
        let argv: Vec<std::ffi::OsString> = std::iter::once("ilc")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = cli::run(&argv, &mut out, &mut err);
        let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
        (status, text(out), text(err))
    }

    fn corpus(path: &str) -> String {
        format!("{}/../../tests/corpus/{path}", env!("CARGO_MANIFEST_DIR"))
    }

    fn figure(stats: &str, name: &str) -> f64 {
        stats
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no `{name}` in {stats}"))
    }

    #[test]
    fn debugging_switches_reach_the_back_ends() {
        let saxpy = corpus("compute/saxpy.il");
        // Forced waits: one after each of saxpy's memory instructions (two kernarg loads,
        // two buffer loads, one store), more than the needed ones.
        let (_, _, normal) = ilc(&[&saxpy, "--target", "vega", "--stats"]);
        let (status, _, forced) = ilc(&[&saxpy, "--target", "vega", "--stats", "--force-waitcnt"]);
        assert_eq!(status, 0, "{forced}");
        assert!(
            figure(&forced, "waitcnts") > figure(&normal, "waitcnts"),
            "{forced}"
        );
        // The linear scan gives code that computes what the interpreter does.
        let launch = corpus("compute/saxpy.launch.json");
        let (_, reference, _) = ilc(&[&saxpy, "--target", "interp", "--run", &launch]);
        let (status, scanned, err) = ilc(&[
            &saxpy,
            "--target",
            "vega",
            "--run",
            &launch,
            "--allocator",
            "linear-scan",
        ]);
        assert_eq!((status, scanned), (0, reference), "{err}");
        // R600 without packing: one operation per ALU group.
        let r600 = corpus("r600/vector_add.il");
        let (status, _, unpacked) = ilc(&[&r600, "--target", "r600", "--stats", "--no-r600-pack"]);
        assert_eq!(status, 0, "{unpacked}");
        assert_eq!(figure(&unpacked, "slots per group"), 1.0, "{unpacked}");
        let (_, _, packed) = ilc(&[&r600, "--target", "r600", "--stats"]);
        assert!(figure(&packed, "slots per group") > 1.0, "{packed}");
    }

    #[test]
    fn r600_virtual_code_is_printed_for_the_r600_target_only() {
        let r600 = corpus("r600/vector_add.il");
        let (status, out, err) = ilc(&[&r600, "--target", "r600", "--emit", "r600-vcode"]);
        assert_eq!(status, 0, "{err}");
        // vector_add reads two g[] elements and writes one.
        assert!(
            out.contains("= FETCH g[") && out.contains("STORE g["),
            "{out}"
        );
        let (status, _, err) = ilc(&[&r600, "--target", "vega", "--emit", "r600-vcode"]);
        assert_eq!(status, 1);
        assert!(err.contains("needs `--target r600`"), "{err}");
    }
}
