//! `r600-codegen`: the R600 (VLIW5) backend of ilc.
//!
//! Pipeline ([`compile_function`]): [`isel`] turns the structured scalar IR into
//! [`vcode`] items (ALU operations on virtual registers, `g[]` fetches and writes,
//! control-flow markers); [`emit`] forms clauses, runs the VLIW5 list scheduler [`sched`]
//! (slot packing, bank swizzles by [`ports`], literals, kcache windows, PV/PS forwarding) on
//! each ALU segment, allocates GPRs channel by channel ([`regalloc`]) and builds the
//! `r600_isa::Program` with its CF instructions. The compute ABI is the one of the R600
//! machine in `runtime-sim` (docs/r600-sim.md); docs/r600-backend.md describes the design.

pub mod emit;
pub mod error;
pub mod fold_array_reads;
pub mod funnel;
pub mod hoist_before_exits;
pub mod hoist_fetches;
pub mod isel;
pub mod ports;
pub mod regalloc;
pub mod sched;
pub mod sink_stores;
pub mod support;
pub mod vcode;

#[cfg(test)]
mod tests;

pub use error::CodegenError;

use r600_isa::Program;

/// Code generation options.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Pack several operations per ALU group (off: one operation per group).
    pub pack: bool,
    /// GPRs available to the program (the machine's default is 124).
    pub max_gprs: u32,
    /// Stack entries available (STACK_SIZE).
    pub stack_entries: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            pack: true,
            max_gprs: 124,
            stack_entries: 16,
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
}

/// Compiles an optimised IR function for the R600 compute ABI of `runtime_sim::r600`.
pub fn compile_function(
    func: &ilc_ir::Function,
    opts: &Options,
) -> Result<R600Compiled, CodegenError> {
    let selected = isel::select(func)?;
    let (mut program, stats) = emit::emit(&selected, opts)?;
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
    })
}
