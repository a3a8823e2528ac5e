//! The strict Vega (gfx900) machine: executes wave64 GCN code (decoded once with `gcn-isa`)
//! and reports *program errors* where real hardware would silently compute garbage — a
//! register read before the `s_waitcnt` that proves its load returned, a missing wait state
//! from the manual's NOP table, LDS data read from another wave before that wave waited for
//! its store — and `unimplemented: <mnemonic>` for anything it does not model (never a wrong
//! result). See `docs/vega-sim.md`.
//!
//! - [`run_code_object`]: run a kernel of an AMDHSA code object for a launch;
//! - [`run_program`]: run raw code bytes from given initial wave states (for generated code).

pub mod coverage;
pub mod graphics;
pub mod graphics_launch;
mod hazards;
mod lane_valu;
mod lds;
mod machine;
mod mimg;
pub mod program;
pub mod semantics;
pub mod stats;
pub mod timing;
mod track;
mod vmem;
mod wave_valu;

#[cfg(test)]
mod graphics_tests;
#[cfg(test)]
mod tests;

use crate::codeobj::{rsrc1, CodeObject};
use crate::dispatch::Dispatch;
use crate::launch::LaunchSpec;
use crate::memory::{DeviceMemory, OobPolicy, Space};
use crate::output::Output;

pub use hazards::{Row as HazardRow, ROWS as HAZARD_ROWS};
pub use machine::{LANES, NUM_VGPRS};
pub use program::Program;
pub use stats::{Category, CycleModel, Stats};

/// Why a run failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VegaError {
    /// The program did something the hardware does not guarantee (or faulted).
    #[error("program error at pc {pc:#x} ({mnemonic}): {message}")]
    Program {
        /// Byte offset of the instruction in the code.
        pc: u64,
        /// Its mnemonic.
        mnemonic: String,
        /// What went wrong.
        message: String,
    },
    /// An instruction the simulator does not implement.
    #[error("unimplemented: {mnemonic} at {pc:#x}")]
    Unimplemented {
        /// Byte offset.
        pc: u64,
        /// Mnemonic (with the unsupported variant).
        mnemonic: String,
    },
    /// The dispatch could not be set up.
    #[error("{0}")]
    Setup(String),
}

impl VegaError {
    /// The pc of a program error or unimplemented instruction.
    pub fn pc(&self) -> Option<u64> {
        match self {
            VegaError::Program { pc, .. } | VegaError::Unimplemented { pc, .. } => Some(*pc),
            VegaError::Setup(_) => None,
        }
    }
}

/// Run options.
#[derive(Clone, Debug)]
pub struct Options {
    /// Out-of-bounds policy of device memory (strict: an access outside a buffer is a program
    /// error).
    pub oob: OobPolicy,
    /// Instruction budget per wave (a runaway loop is reported, not run forever).
    pub max_wave_instructions: u64,
    /// Run the occupancy-aware cycle model (`vega::timing`): record a timing trace per wave
    /// and replay the work-groups on one compute unit. It roughly doubles the cost of a run,
    /// so it is off by default (plain runs, differential campaigns); `--stats`, the cycle
    /// table and the tests of cycle figures turn it on. Off, [`Stats::cycles`] holds the
    /// per-wave model's figure and [`Stats::cycle_model`] says so.
    pub timing: bool,
    /// Timing events a work-group may record for the occupancy-aware cycle model (4 bytes
    /// each); a dispatch with a group beyond it is timed with the per-wave model.
    pub trace_budget: u64,
}

impl Options {
    /// The default options with the occupancy-aware cycle model on ([`Options::timing`]).
    pub fn timed() -> Options {
        Options {
            timing: true,
            ..Options::default()
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            oob: OobPolicy::Strict,
            max_wave_instructions: 50_000_000,
            timing: false,
            trace_budget: timing::TRACE_BUDGET,
        }
    }
}

/// Initial state of one wave for [`run_program`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaveInit {
    /// Scalar registers: (register-file index, value); index 0..=101 are SGPRs, 106/107 VCC,
    /// 124 M0 (the source-operand codes).
    pub sgprs: Vec<(u32, u32)>,
    /// Vector registers: (index, 64 lane values).
    pub vgprs: Vec<(u32, Vec<u32>)>,
    /// EXEC.
    pub exec: u64,
}

/// A raw launch for [`run_program`].
#[derive(Clone, Debug)]
pub struct RawLaunch<'a> {
    /// Code bytes (pc 0 is byte 0).
    pub code: &'a [u8],
    /// Byte offset of the first instruction.
    pub entry: u64,
    /// Flat address of code byte 0 (what `s_getpc_b64` returns is this plus the pc).
    pub code_base: u64,
    /// MODE register at entry (FP_ROUND bits 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9).
    pub mode: u32,
    /// LDS bytes per work-group.
    pub lds_bytes: u32,
    /// Work-groups, each a list of waves (run one after another by the functional machine;
    /// timed together on one compute unit by `vega::timing`).
    pub groups: Vec<Vec<WaveInit>>,
    /// VGPRs a wave allocates for the occupancy of the cycle model (0: one past the highest
    /// VGPR the program or the initial state names).
    pub vgprs: u32,
    /// SGPRs a wave allocates, VCC included (0: one past the highest SGPR the program or the
    /// initial state names, plus VCC).
    pub sgprs: u32,
}

/// Runs raw code on `memory`.
pub fn run_program(
    launch: &RawLaunch,
    memory: &mut DeviceMemory,
    opts: &Options,
) -> Result<Stats, VegaError> {
    let prog = Program::decode(launch.code);
    run_decoded(&prog, launch, memory, opts)
}

/// Runs an already decoded program (lets callers decode once for many launches).
pub fn run_decoded(
    prog: &Program,
    launch: &RawLaunch,
    memory: &mut DeviceMemory,
    opts: &Options,
) -> Result<Stats, VegaError> {
    let mut stats = Stats::default();
    let resources = timing::Resources {
        vgprs: if launch.vgprs > 0 {
            launch.vgprs
        } else {
            prog.vgpr_count().max(initial_span(launch, true))
        },
        sgprs: if launch.sgprs > 0 {
            launch.sgprs
        } else {
            prog.sgpr_count().max(initial_span(launch, false)) + 2
        },
        lds_bytes: launch.lds_bytes,
    };
    stats.waves_per_simd = u64::from(resources.waves_per_simd());
    let mut cu = timing::Cu::new();
    let mut timed = opts.timing;
    for group in &launch.groups {
        let mut waves: Vec<machine::Wave> = Vec::with_capacity(group.len());
        // Registers the program names, and those the initial state sets.
        let vgprs = group
            .iter()
            .flat_map(|init| init.vgprs.iter())
            .map(|(r, _)| *r as usize + 1)
            .fold(prog.vgpr_span(), usize::max);
        for (i, init) in group.iter().enumerate() {
            let mut w = machine::Wave::new(i as u32, launch.entry, launch.mode, vgprs);
            for &(r, v) in &init.sgprs {
                let slot = w.s.get_mut(r as usize).ok_or_else(|| {
                    VegaError::Setup(format!("initial scalar register {r} does not exist"))
                })?;
                *slot = v;
            }
            for (r, lanes) in &init.vgprs {
                let reg = w.v.get_mut(*r as usize).ok_or_else(|| {
                    VegaError::Setup(format!("initial vector register v{r} does not exist"))
                })?;
                for (dst, &v) in reg.iter_mut().zip(lanes.iter()) {
                    *dst = v;
                }
            }
            w.set_exec(init.exec);
            waves.push(w);
        }
        let lds_len = launch.lds_bytes as usize;
        let mut env = machine::Env {
            prog,
            code_base: launch.code_base,
            mem: memory,
            lds: vec![0; lds_len],
            lds_owner: vec![(0, 0); lds_len.div_ceil(4)],
            lds_stores: Vec::new(),
            stats: &mut stats,
            opts,
            group_waves: group.len(),
            traffic: Vec::new(),
            cols: Box::default(),
            gfx: None,
            trace_room: if timed { opts.trace_budget } else { 0 },
            trace_overflow: false,
        };
        machine::run_group(&mut env, &mut waves)?;
        vmem::flush_traffic(&mut env);
        timed &= !env.trace_overflow;
        stats.wave_cycles += waves.iter().map(|w| w.cycle).max().unwrap_or(0);
        stats.waves += waves.len() as u64;
        stats.groups += 1;
        if timed {
            let traces = waves
                .iter_mut()
                .map(|w| std::mem::take(&mut w.trace))
                .collect();
            cu.admit(traces, resources).map_err(VegaError::Setup)?;
        }
    }
    (stats.cycles, stats.waitcnt_stall_cycles, stats.cycle_model) = if timed {
        let (cycles, stall) = cu.finish().map_err(VegaError::Setup)?;
        (cycles, stall, CycleModel::Occupancy)
    } else {
        (stats.wave_cycles, 0, CycleModel::PerWave)
    };
    Ok(stats)
}

/// One past the highest VGPR (`vector`) or SGPR the initial wave states set.
fn initial_span(launch: &RawLaunch, vector: bool) -> u32 {
    launch
        .groups
        .iter()
        .flatten()
        .flat_map(|init| {
            let v = init.vgprs.iter().map(|(r, _)| *r);
            let s = init.sgprs.iter().map(|(r, _)| *r).filter(|r| *r < 102);
            if vector {
                v.collect::<Vec<_>>()
            } else {
                s.collect()
            }
        })
        .map(|r| r + 1)
        .max()
        .unwrap_or(0)
}

/// The MODE register a kernel descriptor sets up (COMPUTE_PGM_RSRC1 float fields).
pub fn initial_mode(kd: &crate::codeobj::KernelDescriptor) -> u32 {
    kd.rsrc1(rsrc1::FLOAT_ROUND_MODE_32)
        | kd.rsrc1(rsrc1::FLOAT_ROUND_MODE_16_64) << 2
        | kd.rsrc1(rsrc1::FLOAT_DENORM_MODE_32) << 4
        | kd.rsrc1(rsrc1::FLOAT_DENORM_MODE_16_64) << 6
        | kd.rsrc1(rsrc1::ENABLE_DX10_CLAMP) << 8
        | kd.rsrc1(rsrc1::ENABLE_IEEE_MODE) << 9
}

/// Runs kernel `kernel` of a code object for `launch` and returns the buffers afterwards.
pub fn run_code_object(
    obj: &CodeObject,
    kernel: &str,
    launch: &LaunchSpec,
    opts: &Options,
) -> Result<(Output, Stats), VegaError> {
    let k = obj
        .kernel(kernel)
        .map_err(|e| VegaError::Setup(e.to_string()))?;
    let prog = Program::decode(&k.text);
    run_kernel_with(obj, k, &prog, launch, opts)
}

/// [`run_code_object`] with a pre-decoded program: `prog` is the decoded [`Kernel::text`]
/// (the whole code section, so calls into other functions run; pc 0 is the section's first
/// byte), for repeated runs and for patched code.
///
/// [`Kernel::text`]: crate::codeobj::Kernel::text
pub fn run_kernel_with(
    obj: &CodeObject,
    kernel: &crate::codeobj::Kernel,
    prog: &Program,
    launch: &LaunchSpec,
    opts: &Options,
) -> Result<(Output, Stats), VegaError> {
    if kernel
        .metadata
        .as_ref()
        .is_some_and(|m| m.graphics.is_some())
    {
        return graphics_launch::run(obj, kernel, prog, launch, opts);
    }
    let dispatch = Dispatch::new(kernel, launch).map_err(|e| VegaError::Setup(e.to_string()))?;
    let mut memory = DeviceMemory::from_launch(launch, opts.oob);
    dispatch.install(&mut memory, &obj.image);
    let mut groups: Vec<Vec<WaveInit>> = Vec::new();
    let mut last_group = None;
    for (gid, wave) in dispatch.waves() {
        let st = dispatch
            .initial_wave_state(gid, wave)
            .map_err(|e| VegaError::Setup(e.to_string()))?;
        let init = WaveInit {
            sgprs: st.sgprs.iter().map(|&(r, v, _)| (r, v)).collect(),
            vgprs: st.vgprs.clone(),
            exec: st.exec,
        };
        if last_group != Some(gid) {
            groups.push(Vec::new());
            last_group = Some(gid);
        }
        if let Some(g) = groups.last_mut() {
            g.push(init);
        }
    }
    let (vgprs, sgprs) = (
        kernel.descriptor.allocated_vgprs(),
        kernel.descriptor.allocated_sgprs(),
    );
    let raw = RawLaunch {
        code: &kernel.text,
        entry: kernel.code_address - kernel.text_address,
        code_base: Space::Code.flat_base().unwrap_or(0) + kernel.text_address,
        mode: initial_mode(&kernel.descriptor),
        lds_bytes: dispatch.lds_bytes,
        groups,
        vgprs,
        sgprs,
    };
    let stats = run_decoded(prog, &raw, &mut memory, opts)?;
    if let Some(v) = memory.violations().first() {
        return Err(VegaError::Setup(format!("memory violation: {v}")));
    }
    Ok((Output::from_memory(launch, &memory), stats))
}
