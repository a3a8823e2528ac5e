//! The strict R600 (R6xx, VLIW5) machine: executes an [`r600_isa::Program`] over wavefronts of
//! 64 work-items and reports a *program error* for every rule of the manual that the hardware
//! itself does not check (unit assignment, read ports, PV/PS use, kcache locks, clause limits,
//! stack depth, …). The compute ABI (thread ids in R0-R2, constant buffers as kcache banks,
//! VTX fetch / MEM_SCRATCH / MEM_STREAM / EXPORT for memory) is documented in
//! `docs/r600-sim.md`.
//!
//! Layers: [`ops`] (per-lane opcode semantics) → [`validate`] (static rules, checked once per
//! program) → `machine` (one wavefront: CF program, stack, ALU/TEX/VTX clauses, exports);
//! [`tex_coords`] turns a TEX instruction's fields into texel-space coordinates, which the
//! interpreter's texture semantics (`interp::texture`) sample. Graphics launches
//! ([`Stage::Pixel`], [`Stage::Vertex`]) add the host state the driver would program: the
//! resource constants of the textures ([`ResourceConst`]) and the GPRs the interpolator
//! loads ([`Options::interpolant_gprs`]); `docs/r600-sim.md` has the pixel-shader ABI.

mod error;
mod machine;
mod ops;
pub mod tex_coords;
pub mod validate;

#[cfg(test)]
mod graphics_tests;
#[cfg(test)]
mod tests;

pub use error::{ErrorKind, Location, R600Error};

use crate::launch::LaunchSpec;
use crate::memory::{DeviceMemory, OobPolicy};
use crate::output::Output;
use r600_isa::group_rules::CfileModel;
use r600_isa::Program;
use std::collections::BTreeMap;

/// Which kind of program a run executes (the launch path the driver takes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Stage {
    /// Compute (`il_cs`) or GPGPU-style pixel programs: ids in R0-R2, exports to UAVs.
    #[default]
    Compute,
    /// Pixel shader: lanes in 2x2 quads, interpolants in GPRs, EXPORT PIXEL to the render
    /// targets of the launch (`outputs`).
    Pixel,
    /// Vertex shader: one lane per vertex, VTX fetches from the launch's `vertex_inputs`,
    /// EXPORT POS / PARAM per vertex into `outputs`.
    Vertex,
}

/// Dimensionality of a texture resource (SQ_TEX_RESOURCE DIM, set by the driver).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TexDim {
    /// A typed buffer.
    Buffer,
    /// 1-D texture.
    D1,
    /// 2-D texture.
    D2,
    /// 3-D texture.
    D3,
}

/// Number format of one texel component (the resource's NUM_FORMAT per component).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TexFormat {
    /// 32-bit float.
    Float,
    /// Unsigned integer.
    Uint,
    /// Signed integer.
    Sint,
}

/// A texture resource constant: what the TEX unit knows about resource N besides the
/// launch's texels (the R600 driver builds it from the program's resource declarations).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceConst {
    /// Dimensionality.
    pub dim: TexDim,
    /// Per-component number format (x, y, z, w).
    pub formats: [TexFormat; 4],
}

/// Work-items per wavefront (R600, RV670: 64).
pub const WAVE_SIZE: usize = 64;
/// Number of GPRs the instruction set can address.
pub const MAX_GPRS: u32 = 128;
/// Maximum subroutine nesting depth (L3053-3061).
pub const MAX_CALL_DEPTH: u32 = 32;

/// Host-side configuration of a run (the registers the manual leaves to the host).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// GPRs per thread N: absolute GPR operands must lie in [0, N) or be clause temporaries.
    pub gprs: u32,
    /// Clause temporaries K: GPRs [128 − K, 127] (L3336-3338).
    pub clause_temps: u32,
    /// STACK_SIZE in stack entries (4 sub-entries each at wavefront size 64, Table 3-5).
    pub stack_entries: u32,
    /// CONFIG.ALU_INST_PREFER_VECTOR (drivers program 1).
    pub prefer_vector: bool,
    /// Constant-file read-port model (R600 = this manual).
    pub cfile_model: CfileModel,
    /// DX9 integer loop constants (trip count, initial aL, step), indexed by CF_CONST.
    pub loop_consts: Vec<[i32; 3]>,
    /// Boolean constants, bit i = constant i (COND BOOL / NOT_BOOL).
    pub bool_consts: u32,
    /// Upper bound on CF instructions executed per wavefront (guards endless loops).
    pub max_cf_steps: u64,
    /// What out-of-bounds memory accesses do.
    pub oob: OobPolicy,
    /// The kind of program (compute by default).
    pub stage: Stage,
    /// Texture resource constants by RESOURCE_ID; TEX instructions of an id listed here
    /// sample the launch's `resources` entry, LD of an unlisted id reads a UAV / `g[]`.
    pub resources: BTreeMap<u32, ResourceConst>,
    /// Pixel shaders: the GPR the interpolator loads with interpolant N of the launch (the
    /// driver's SPI input mapping); all four elements.
    pub interpolant_gprs: BTreeMap<u32, u8>,
    /// Vertex shaders: the per-vertex output (launch `outputs` entry) that receives the
    /// position exported with EXPORT POS ARRAY_BASE 60 (none: positions are not captured).
    pub position_output: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            gprs: MAX_GPRS - 4,
            clause_temps: 4,
            stack_entries: 16,
            prefer_vector: true,
            cfile_model: CfileModel::R600,
            loop_consts: Vec::new(),
            bool_consts: 0,
            max_cf_steps: 1 << 20,
            oob: OobPolicy::Lenient,
            stage: Stage::Compute,
            resources: BTreeMap::new(),
            interpolant_gprs: BTreeMap::new(),
            position_output: None,
        }
    }
}

/// Execution statistics, summed over all wavefronts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stats {
    /// Wavefronts run.
    pub wavefronts: u64,
    /// CF instructions executed.
    pub cf_executed: u64,
    /// ALU instruction groups executed.
    pub alu_groups: u64,
    /// ALU instructions executed (filled slots, literal slots not counted).
    pub alu_slots: u64,
    /// `slots_histogram[k]`: ALU groups executed with k + 1 instructions.
    pub slots_histogram: [u64; 5],
    /// ALU clauses executed.
    pub alu_clauses: u64,
    /// TEX clauses executed.
    pub tex_clauses: u64,
    /// VTX clauses executed.
    pub vtx_clauses: u64,
    /// Fetch instructions executed.
    pub fetches: u64,
    /// Export and memory (CF_ALLOC_IMP_EXP) instructions executed.
    pub exports: u64,
    /// Simulated cycles (model in `docs/r600-sim.md`).
    pub cycles: u64,
}

impl Stats {
    /// Average filled slots (instructions) per ALU group.
    pub fn slots_per_group(&self) -> f64 {
        if self.alu_groups == 0 {
            0.0
        } else {
            self.alu_slots as f64 / self.alu_groups as f64
        }
    }

    /// The statistics as `key: value` lines (the `r600-mc --run --stats` format, documented
    /// in `docs/r600-sim.md`).
    pub fn render(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(out, "wavefronts: {}", self.wavefronts);
        let _ = writeln!(out, "cf instructions executed: {}", self.cf_executed);
        let _ = writeln!(
            out,
            "clauses executed: {} (alu {}, tex {}, vtx {})",
            self.alu_clauses + self.tex_clauses + self.vtx_clauses,
            self.alu_clauses,
            self.tex_clauses,
            self.vtx_clauses
        );
        let _ = writeln!(out, "alu groups executed: {}", self.alu_groups);
        let _ = writeln!(out, "alu instructions executed: {}", self.alu_slots);
        let _ = writeln!(out, "slots per group: {:.2}", self.slots_per_group());
        let _ = writeln!(
            out,
            "groups by filled slots (1 2 3 4 5): {}",
            r600_isa::stats::histogram(&self.slots_histogram)
        );
        let _ = writeln!(out, "fetch instructions executed: {}", self.fetches);
        let _ = writeln!(out, "export/memory instructions executed: {}", self.exports);
        let _ = writeln!(out, "simulated cycles: {}", self.cycles);
        out
    }

    fn add(&mut self, o: &Stats) {
        self.wavefronts += o.wavefronts;
        self.cf_executed += o.cf_executed;
        self.alu_groups += o.alu_groups;
        self.alu_slots += o.alu_slots;
        for (h, o) in self.slots_histogram.iter_mut().zip(o.slots_histogram) {
            *h += o;
        }
        self.alu_clauses += o.alu_clauses;
        self.tex_clauses += o.tex_clauses;
        self.vtx_clauses += o.vtx_clauses;
        self.fetches += o.fetches;
        self.exports += o.exports;
        self.cycles += o.cycles;
    }
}

/// Runs `program` over the launch grid (one wavefront per 64 work-items of a work-group) and
/// returns every UAV / `g[]` buffer afterwards with the statistics.
pub fn run(
    program: &Program,
    launch: &LaunchSpec,
    opts: &Options,
) -> Result<(Output, Stats), R600Error> {
    validate::validate(program, opts)?;
    let mut memory = DeviceMemory::from_launch(launch, opts.oob);
    let mut targets: BTreeMap<u32, Vec<u32>> = launch
        .outputs
        .iter()
        .map(|(&n, t)| (n, t.words.clone()))
        .collect();
    let mut stats = Stats::default();
    let group_size = launch.group_size() as usize;
    if group_size == 0 {
        return Err(R600Error::launch(Location::default(), "empty work-group"));
    }
    if opts.stage == Stage::Vertex && (launch.global[1] != 1 || launch.global[2] != 1) {
        return Err(R600Error::launch(
            Location::default(),
            format!(
                "a vertex launch is one-dimensional (global [N, 1, 1] vertices), not {:?}",
                launch.global
            ),
        ));
    }
    let groups = launch.num_groups();
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let mut first = 0;
                while first < group_size {
                    let lanes = (group_size - first).min(WAVE_SIZE);
                    let ids = machine::WaveIds::new(launch, opts.stage, [gx, gy, gz], first, lanes);
                    let mut wave =
                        machine::Wave::new(program, opts, launch, &mut memory, &mut targets, ids);
                    let s = wave.run()?;
                    stats.add(&s);
                    first += WAVE_SIZE;
                }
            }
        }
    }
    let mut output = Output::from_memory(launch, &memory);
    output.outputs = targets;
    Ok((output, stats))
}

/// [`run`] on a binary program (little-endian dwords as produced by `r600-mc`).
pub fn run_bytes(
    bytes: &[u8],
    launch: &LaunchSpec,
    opts: &Options,
) -> Result<(Output, Stats), R600Error> {
    let program = Program::from_bytes(bytes)?;
    run(&program, launch, opts)
}
