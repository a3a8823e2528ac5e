//! `r600-codegen`: the R600 (VLIW5) backend of ilc.
//!
//! Passes, in the order [`compile_function`] runs them:
//! 1. [`isel`]: the structured scalar IR to [`vcode`] items (ALU operations on virtual
//!    registers, `g[]` fetches and writes, control-flow markers);
//! 2. [`dead_code`]: operations and fetches whose results nothing reads removed;
//! 3. [`coalesce_copies`]: moves from a singly defined register folded into its definition;
//! 4. [`hoist_before_exits`]: an exit side's ALU work moved before its `PRED_SET*`;
//! 5. [`fold_array_reads`]: indexed-temporary and relative-constant reads folded into
//!    their one reader;
//! 6. [`sink_stores`]: memory writes moved below independent ALU work;
//! 7. [`hoist_fetches`]: fetch runs moved above independent ALU work;
//! 8. [`emit::form_clauses`]: ALU segments, VTX clauses, writes and CF markers, the ALU
//!    segments scheduled by the VLIW5 list scheduler [`sched`] (slot packing, bank swizzles
//!    by [`ports`], literals, kcache windows, PV/PS forwarding);
//! 9. [`emit::fold_conditional_exits`]: `if (c) break` as one ALU_BREAK clause;
//! 10. [`emit::liveness`]: live ranges, loop spans, fetch tuples;
//! 11. [`regalloc`]: GPRs channel by channel;
//! 12. [`emit::build_cf`]: the `r600_isa::Program` with its CF instructions, then layout and
//!     encoding.
//!
//! [`print`] shows the virtual code between passes 1 and 8 (`RUST_LOG=trace` prints it after
//! each). The compute ABI is the one of the R600 machine in `runtime-sim`
//! (docs/r600-sim.md); docs/r600-backend.md describes the design.

pub mod coalesce_copies;
pub mod dead_code;
pub mod emit;
pub mod error;
pub mod fold_array_reads;
pub mod funnel;
pub mod hoist_before_exits;
pub mod hoist_fetches;
pub mod isel;
pub mod ports;
pub mod print;
pub mod regalloc;
pub mod sched;
pub mod sink_stores;
pub mod support;
pub mod vcode;

#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;

pub use error::CodegenError;

use r600_isa::Program;

/// The kind of program being compiled (the IL program's shader type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Stage {
    /// Compute (`il_cs`) and other programs without graphics inputs and outputs.
    #[default]
    Compute,
    /// Pixel shader (`il_ps`): interpolants, textures, derivatives, render targets.
    Pixel,
    /// Vertex shader (`il_vs`).
    Vertex,
}

/// A texture resource a program samples, as its declaration describes it (what the
/// driver writes into the resource constant).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceUse {
    /// Resource id (RESOURCE_ID).
    pub id: u32,
    /// Dimensionality.
    pub dim: ilc_ir::instructions::TexDim,
    /// Bit c: component c is an integer format.
    pub int_formats: u8,
    /// Bit c: component c is signed.
    pub signed_formats: u8,
}

/// What the host must set up to run a compiled graphics program: the resource constants
/// and the interpolator's GPR mapping (docs/r600-backend.md, "Pixel shaders").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Interface {
    /// The kind of program.
    pub stage: Stage,
    /// Texture resources used.
    pub resources: Vec<ResourceUse>,
    /// (interpolant N, GPR the interpolator loads it into).
    pub interpolant_gprs: Vec<(u32, u8)>,
    /// Vertex shaders: the output exported as the position (EXPORT POS ARRAY_BASE 60).
    pub position_output: Option<u32>,
}

/// Code generation options.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Pack several operations per ALU group (off: one operation per group).
    pub pack: bool,
    /// GPRs available to the program (the machine's default is 124).
    pub max_gprs: u32,
    /// Stack entries available (STACK_SIZE).
    pub stack_entries: u32,
    /// The kind of program.
    pub stage: Stage,
    /// Vertex shaders: the output register declared as the position (`dcl_output_usage(pos)`
    /// / `dcl_output_position`), exported with EXPORT POS; the others are parameters.
    pub position_output: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            pack: true,
            max_gprs: 124,
            stack_entries: 16,
            stage: Stage::Compute,
            position_output: None,
        }
    }
}

/// Static statistics of a compiled program.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// ALU instruction groups.
    pub alu_groups: u32,
    /// ALU instructions (filled slots, literals not counted).
    pub alu_insts: u32,
    /// 64-bit literal slots.
    pub literal_slots: u32,
    /// ALU clauses.
    pub alu_clauses: u32,
    /// VTX clauses.
    pub vtx_clauses: u32,
    /// TEX clauses.
    pub tex_clauses: u32,
    /// Fetch instructions.
    pub fetches: u32,
    /// Memory writes (MEM_SCRATCH).
    pub mem_writes: u32,
    /// Render-target exports (EXPORT / EXPORT_DONE PIXEL).
    pub exports: u32,
    /// CF instructions.
    pub cf_insts: u32,
    /// GPRs used.
    pub gprs: u32,
    /// Stack entries needed.
    pub stack_entries: u32,
}

impl Stats {
    /// Average filled slots per ALU group.
    pub fn slots_per_group(&self) -> f64 {
        if self.alu_groups == 0 {
            0.0
        } else {
            f64::from(self.alu_insts) / f64::from(self.alu_groups)
        }
    }
}

/// A compiled R600 program.
#[derive(Debug, Clone)]
pub struct R600Compiled {
    /// The program (laid out: clause addresses and counts set).
    pub program: Program,
    /// Its binary encoding (little-endian dwords).
    pub bytes: Vec<u8>,
    /// Assembly text in the `r600-mc` syntax.
    pub asm: String,
    /// GPRs the program uses (R0 … R(gprs-1)).
    pub gprs: u32,
    /// Statistics.
    pub stats: Stats,
    /// What the host must set up (graphics programs).
    pub interface: Interface,
}

/// Instruction selection and the passes over the virtual code, in order: the result that
/// clause formation consumes (and `Selected`'s printer shows).
pub fn select(func: &ilc_ir::Function, opts: &Options) -> Result<isel::Selected, CodegenError> {
    let mut sel = isel::select(func, opts.stage, opts.position_output)?;
    after("isel", &sel);
    dead_code::remove_dead_code(&mut sel.items);
    after("dead_code", &sel);
    coalesce_copies::coalesce_copies(&mut sel.items, &sel.vregs);
    after("coalesce_copies", &sel);
    hoist_before_exits::hoist_before_exits(&mut sel.items, &sel.vregs, &sel.exit_flags);
    after("hoist_before_exits", &sel);
    fold_array_reads::fold_array_reads(&mut sel.items);
    after("fold_array_reads", &sel);
    sink_stores::sink_stores(&mut sel.items);
    after("sink_stores", &sel);
    hoist_fetches::hoist_fetches(&mut sel.items);
    after("hoist_fetches", &sel);
    Ok(sel)
}

/// Prints the virtual code after `pass` at `tracing`'s TRACE level (`RUST_LOG=trace`).
fn after(pass: &str, sel: &isel::Selected) {
    tracing::trace!(target: "r600_codegen::passes", "after {pass}:\n{sel}");
}

/// Compiles an optimised IR function for the R600 compute ABI of `runtime_sim::r600`.
pub fn compile_function(
    func: &ilc_ir::Function,
    opts: &Options,
) -> Result<R600Compiled, CodegenError> {
    let selected = select(func, opts)?;
    let mut clauses = emit::form_clauses::form_clauses(&selected, opts)?;
    emit::fold_conditional_exits::fold_conditional_exits(&mut clauses);
    let mut ranges = emit::liveness::live_ranges(&selected, &clauses)?;
    let vregs = emit::liveness::merge_fetches(&clauses.plan, &selected.vregs, &clauses.chans);
    let (gpr_of, gprs) = regalloc::allocate(
        &vregs,
        &clauses.chans,
        &mut ranges.live,
        &ranges.loops,
        &ranges.avoid,
        selected.array_gprs.clone(),
        opts.max_gprs,
    )?;
    let (mut program, stats) = emit::build_cf::build_cf(&selected, &clauses, &gpr_of, gprs, opts)?;
    program
        .layout()
        .map_err(|e| CodegenError::Internal(format!("layout: {e}")))?;
    let bytes = program
        .to_bytes()
        .map_err(|e| CodegenError::Internal(format!("encoding: {e}")))?;
    let asm = r600_isa::asm::print(&program);
    Ok(R600Compiled {
        program,
        bytes,
        asm,
        gprs: stats.gprs,
        stats,
        interface: selected.interface.clone(),
    })
}
