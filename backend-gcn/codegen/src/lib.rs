//! `gcn-codegen`: the GCN Vega (gfx900) backend of ilc.
//!
//! Pipeline (the order follows Mesa ACO, see `docs/architecture.md`):
//! [`isel`] turns an [`ilc_ir::Function`] into machine IR ([`mir`]) over virtual registers,
//! lowering the structurizer's region tree to EXEC-mask control flow; [`ra2`] assigns SGPRs
//! and VGPRs with regalloc2 (the [`regalloc`] linear scan remains selectable and is the
//! fallback when regalloc2's classes run out, [`spill`]ing to scratch when the register
//! files do; both are checked independently after every run); [`waitcnt`] inserts `s_waitcnt` and [`hazards`] the required wait states
//! (`s_nop`); [`emit`] encodes bytes and prints LLVM-syntax assembly through `gcn-isa`.
//! Passes in order: [`stage`] (graphics shaders: IR specialisation), isel,
//! [`kernarg_loads`] (UAV resources loaded several at a time), ABI placement, [`smem_latency`] (independent VALU work moved
//! into the latency of scalar loads), [`lds_pairs`] (LDS reads and writes two at a time),
//! memory merging ([`memory_pairs`]), register allocation, scratch
//! setup, waitcnt, hazards, [`dpp_hazards`] (wait states before DPP reads) and
//! [`wide_store_hazards`] (after stores of more than 64 bits), emission; in debug builds the machine-IR verifier [`verify`]
//! checks the function after each. [`waitcnt`] and [`hazards`] share one forward fixpoint
//! ([`dataflow`]).
//! The kernel ABI (initial registers, kernarg layout) is in [`abi`]: only the initial
//! registers a kernel reads are enabled.

pub mod abi;
pub mod codeobj;
pub mod dataflow;
pub mod dpp_hazards;
pub mod emit;
pub mod error;
pub mod hazards;
pub mod isel;
pub mod kernarg_loads;
pub mod lds_pairs;
pub mod memory_pairs;
pub mod mir;
pub mod ra2;
pub mod regalloc;
pub mod scratch;
pub mod smem_latency;
pub mod spill;
pub mod stage;
pub mod support;
#[cfg(test)]
mod test_support;
pub mod uav_resources;
pub mod verify;
pub mod waitcnt;
pub mod wide_store_hazards;

#[cfg(test)]
mod tests;

pub use abi::{KernargSlot, KernargSlotKind};
pub use error::CodegenError;

use ilc_ir::Function;

/// Options of one compilation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileOptions {
    /// Wait for every memory counter right after each memory instruction (debug aid, like
    /// ACO's `force-waitcnt`).
    pub force_waitcnt: bool,
    /// The register allocator.
    pub allocator: Allocator,
    /// The hardware stage (compute kernel, pixel or vertex shader).
    pub stage: stage::Stage,
}

/// Which register allocator a compilation uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Allocator {
    /// regalloc2 ([`ra2`]); kernels it would have to spill fall back to the linear scan.
    #[default]
    Regalloc2,
    /// regalloc2 with fewer registers per class (tests use it to force the fallback or,
    /// with [`ra2::Limits::tight`], the moves regalloc2 inserts when short of registers).
    Regalloc2Limited(ra2::Limits),
    /// The linear scan ([`regalloc::LinearScan`]) only.
    LinearScan,
    /// The linear scan with fewer registers than the hardware's (tests use it to force
    /// spilling, see [`spill`]).
    LinearScanLimited(regalloc::Limits),
    /// The linear scan after spilling every register (a stress test of [`spill`]).
    LinearScanSpillAll,
}

/// How a kernel's registers were allocated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AllocationReport {
    /// True when regalloc2 allocated the kernel, false when the linear scan did.
    pub regalloc2: bool,
    /// The copies regalloc2 inserted (zero for the linear scan, which inserts none).
    pub copies: ra2::Copies,
    /// What the linear scan spilled (empty for regalloc2, which never spills).
    pub spills: spill::SpillStats,
}

/// A compiled kernel: machine code, its assembly text and the facts a code object needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompiledKernel {
    /// The kernel's name.
    pub name: String,
    /// Encoded instructions.
    pub code: Vec<u8>,
    /// The same program as LLVM-syntax assembly (one instruction per line, labels `BB<n>:`).
    pub asm: String,
    /// Number of machine instructions (static count, `s_waitcnt` and `s_nop` included).
    pub instructions: u32,
    /// Number of SGPRs used (highest index + 1, ABI registers included; VCC not counted).
    pub sgpr_count: u32,
    /// Number of VGPRs used (highest index + 1, ABI registers included).
    pub vgpr_count: u32,
    /// The kernarg segment layout the code reads.
    pub kernargs: Vec<KernargSlot>,
    /// Size of the kernarg segment in bytes.
    pub kernarg_size: u32,
    /// LDS bytes per work-group (the kernel descriptor's group segment size).
    pub lds_bytes: u32,
    /// Scratch bytes per work-item (the descriptor's private segment size; 0 = no scratch).
    pub private_bytes: u32,
    /// Number of `s_waitcnt` instructions inserted.
    pub waitcnts: u32,
    /// Number of `s_nop` instructions inserted for hazards.
    pub nops: u32,
    /// Work-item id VGPRs the hardware initialises (1: `v0`, 2: `v0`-`v1`, 3: `v0`-`v2`),
    /// `ENABLE_VGPR_WORKITEM_ID` + 1.
    pub workitem_id_vgprs: u16,
    /// The ABI SGPRs the hardware initialises (the descriptor's enable bits).
    pub entry_sgprs: abi::EntrySgprs,
    /// Pixel and vertex shaders: their program settings and `.ilc.*` metadata.
    pub graphics: Option<stage::GraphicsInfo>,
}

impl CompiledKernel {
    /// The AMDHSA gfx900 code object (code object v4 ELF) of this kernel, see [`codeobj`].
    pub fn code_object(&self) -> Vec<u8> {
        codeobj::write(self)
    }
}

/// Compiles one IR function (already optimised) to gfx900 machine code.
pub fn compile_function(
    func: &Function,
    opts: &CompileOptions,
) -> Result<CompiledKernel, CodegenError> {
    compile_parts(func, opts).map(|(kernel, _)| kernel)
}

/// [`compile_function`], also returning the emitted instructions (for tests and tools).
pub fn compile_parts(
    func: &Function,
    opts: &CompileOptions,
) -> Result<(CompiledKernel, emit::Emitted), CodegenError> {
    compile_with_report(func, opts).map(|(k, e, _)| (k, e))
}

/// Runs the chosen allocator on `mf`; returns SGPR and VGPR counts and the report, or
/// `None` when the kernel must spill VGPRs but does not enable scratch (select again with it).
fn allocate_registers(
    mf: &mut mir::MachineFunction,
    allocator: Allocator,
) -> Result<Option<(u32, u32, AllocationReport)>, CodegenError> {
    let limits = match allocator {
        Allocator::LinearScan | Allocator::LinearScanLimited(_) | Allocator::LinearScanSpillAll => {
            None
        }
        Allocator::Regalloc2 => Some(ra2::Limits::default()),
        Allocator::Regalloc2Limited(l) => Some(l),
    };
    // SGPRs the UAV buffer resources need after the allocated ones (alignment included).
    let reserve = uav_resources::reserve(mf);
    if let Some(limits) = limits {
        let before = (reserve > 0).then(|| mf.clone());
        match ra2::allocate(mf, limits) {
            Ok(a) => {
                let report = AllocationReport {
                    regalloc2: true,
                    copies: a.copies,
                    spills: spill::SpillStats::default(),
                };
                match uav_resources::place(mf, a.sgpr_count) {
                    Ok(sgpr_count) => return Ok(Some((sgpr_count, a.vgpr_count, report))),
                    // No room left for the resources: the linear scan below leaves it.
                    Err(CodegenError::OutOfRegisters(why)) => {
                        tracing::debug!("regalloc2's allocation leaves no room: {why}");
                        if let Some(b) = before {
                            *mf = b;
                        }
                    }
                    Err(e) => return Err(e),
                }
            }
            Err(ra2::Refusal::Spills(why)) => {
                tracing::debug!("regalloc2 refused ({why}); linear scan instead");
            }
            Err(ra2::Refusal::Error(e)) => return Err(e),
        }
    }
    let (mut files, policy) = match allocator {
        Allocator::LinearScanLimited(l) => (l, spill::Policy::AsNeeded),
        Allocator::LinearScanSpillAll => (regalloc::Limits::HARDWARE, spill::Policy::Everything),
        _ => (regalloc::Limits::HARDWARE, spill::Policy::AsNeeded),
    };
    let top = (regalloc::MAX_ALLOCATABLE_SGPR + 1).saturating_sub(reserve);
    files.sgprs = files.sgprs.min(top.saturating_sub(mf.sgpr_base()));
    let spill::Outcome::Allocated(assignment, spills) = spill::allocate(mf, files, policy)? else {
        return Ok(None);
    };
    regalloc::rewrite(mf, &assignment);
    let report = AllocationReport {
        spills,
        ..AllocationReport::default()
    };
    let sgpr_count = uav_resources::place(mf, assignment.sgpr_count)?;
    Ok(Some((sgpr_count, assignment.vgpr_count, report)))
}

/// Waves per SIMD a kernel with these register counts can keep resident on gfx9 (at most
/// 10): 256 VGPRs per lane in granules of 4, 800 SGPRs in granules of 16, counting VCC,
/// FLAT_SCRATCH and XNACK_MASK (6 more SGPRs).
pub fn occupancy(sgprs: u32, vgprs: u32) -> u32 {
    let by_vgprs = 256 / vgprs.max(1).next_multiple_of(4);
    let by_sgprs = 800 / (sgprs + 6).next_multiple_of(16);
    by_vgprs.min(by_sgprs).min(10)
}

/// Runs the machine-IR verifier ([`verify`]) after `pass` in debug builds (a no-op in
/// release builds, whose compile time it would cost).
fn checked(mf: &mir::MachineFunction, pass: &str) -> Result<(), CodegenError> {
    if cfg!(debug_assertions) {
        verify::verify(mf, pass)
    } else {
        Ok(())
    }
}

/// Instruction selection, ABI placement, memory pairing and register allocation; `None`
/// when allocation must spill VGPRs and `force_scratch` did not enable scratch.
fn select_and_allocate(
    func: &Function,
    opts: &CompileOptions,
    force_scratch: bool,
) -> Result<Option<(isel::Selected, u32, u32, AllocationReport)>, CodegenError> {
    let mut selected = isel::select_stage(func, opts.stage)?;
    checked(&selected.mfunc, "isel")?;
    kernarg_loads::run(&mut selected.mfunc);
    checked(&selected.mfunc, "kernarg load merging")?;
    selected.mfunc.workitem_id_vgprs = Some(match &selected.graphics {
        Some(g) => g.input_vgprs,
        None => abi::workitem_id_vgprs_used(&selected.mfunc),
    });
    let scratch = force_scratch || !selected.mfunc.frame.is_empty();
    let entry = abi::EntrySgprs::used_by(&selected.mfunc, scratch);
    entry.place(&mut selected.mfunc)?;
    checked(&selected.mfunc, "abi placement")?;
    let moved = smem_latency::run(&mut selected.mfunc);
    tracing::debug!("{moved} instructions moved into the latency of scalar loads");
    checked(&selected.mfunc, "scalar load latency")?;
    let lds = lds_pairs::run(&mut selected.mfunc);
    tracing::debug!("{lds} LDS accesses paired");
    checked(&selected.mfunc, "LDS pairing")?;
    let unpaired = selected.mfunc.clone();
    let pairs = memory_pairs::run_with(&mut selected.mfunc, memory_pairs::Merge::ALL);
    checked(&selected.mfunc, "memory pairing")?;
    tracing::trace!("after isel and memory pairing:\n{}", selected.mfunc);
    let Some((mut sgpr_count, mut vgpr_count, mut report)) =
        allocate_registers(&mut selected.mfunc, opts.allocator)?
    else {
        return Ok(None);
    };
    checked(&selected.mfunc, "register allocation")?;
    if pairs.groups > 0 {
        // Merged accesses live in register ranges of their own (see `ra2`): keep them only
        // when they cost no occupancy, as a scheduler keeps a schedule.
        let mut alternative = unpaired.clone();
        let Some((s, v, r)) = allocate_registers(&mut alternative, opts.allocator)? else {
            return Ok(None);
        };
        if occupancy(s, v) > occupancy(sgpr_count, vgpr_count) {
            tracing::debug!("memory merging dropped: {vgpr_count} VGPRs against {v}");
            // Fewer merges may still fit: pairs only (no tuple registers), then loads alone
            // (stored values are usually the many).
            let mut kept = false;
            let fallbacks = [memory_pairs::Merge::PAIRS, memory_pairs::Merge::LOADS];
            for merge in fallbacks.into_iter().skip(usize::from(pairs.wide == 0)) {
                let mut fewer = unpaired.clone();
                if memory_pairs::run_with(&mut fewer, merge).groups == 0 {
                    continue;
                }
                // One that would spill fits worse than `alternative`, which does not.
                let Some((ls, lv, lr)) = allocate_registers(&mut fewer, opts.allocator)? else {
                    continue;
                };
                if occupancy(ls, lv) >= occupancy(s, v) {
                    selected.mfunc = fewer;
                    (sgpr_count, vgpr_count, report) = (ls, lv, lr);
                    kept = true;
                    break;
                }
            }
            if !kept {
                selected.mfunc = alternative;
                (sgpr_count, vgpr_count, report) = (s, v, r);
            }
        }
    }
    Ok(Some((selected, sgpr_count, vgpr_count, report)))
}

/// Small private arrays (IL indexed temporaries) indexed with computed addresses: their
/// accesses become selects among the words an address can name
/// (`ilc_ir::passes::private_select`), then the whole array is promoted to SSA values, so it
/// lives in VGPRs instead of scratch memory (a `v_cmp`/`v_cndmask` pair per word against a
/// scratch store or a 300-cycle load per access). `None` when nothing changes.
fn private_arrays_in_registers(func: &Function) -> Option<Function> {
    use ilc_ir::passes::{copy_prop, dce, gvn, private_select, promote_private};
    if func.private_arrays.is_empty() {
        return None;
    }
    let mut f = func.clone();
    if !private_select::run(&mut f) {
        return None;
    }
    promote_private::run(&mut f);
    copy_prop::run(&mut f);
    gvn::run(&mut f);
    dce::run(&mut f);
    Some(f)
}

/// Double divisions of promoted floats demoted to float become float divisions
/// (`ilc_ir::passes::narrow_division`: exact under IL's rules, and a correctly rounded f32
/// division is about a quarter of the f64 sequence's cycles). `None` when nothing changes.
fn narrowed_divisions(func: &Function) -> Option<Function> {
    use ilc_ir::passes::{dce, narrow_division};
    let has_demotion = func.insts.values().any(|data| {
        matches!(
            data,
            ilc_ir::InstructionData::Unary {
                opcode: ilc_ir::Opcode::Fdemote,
                ..
            }
        )
    });
    if !has_demotion {
        return None;
    }
    let mut f = func.clone();
    if !narrow_division::run(&mut f) {
        return None;
    }
    dce::run(&mut f);
    Some(f)
}

/// [`compile_parts`], also reporting how registers were allocated.
pub fn compile_with_report(
    func: &Function,
    opts: &CompileOptions,
) -> Result<(CompiledKernel, emit::Emitted, AllocationReport), CodegenError> {
    let _span = tracing::info_span!("gcn_compile", name = %func.name).entered();
    let narrowed = narrowed_divisions(func);
    let func = narrowed.as_ref().unwrap_or(func);
    let specialised = stage::specialise(func, opts.stage);
    let func = specialised.as_ref().unwrap_or(func);
    let registers_for_arrays = private_arrays_in_registers(func);
    let func = registers_for_arrays.as_ref().unwrap_or(func);
    let (mut selected, sgpr_count, mut vgpr_count, report) =
        match select_and_allocate(func, opts, false)? {
            Some(done) => done,
            // Spilling VGPRs needs the scratch registers, which the ABI enables before
            // allocation: select again with them.
            None => select_and_allocate(func, opts, true)?.ok_or_else(|| {
                CodegenError::Internal("spilling asks for scratch although it is enabled".into())
            })?,
        };
    checked(&selected.mfunc, "the allocation choice")?;
    if opts.stage.is_graphics() && !selected.mfunc.frame.is_empty() {
        return Err(CodegenError::Unsupported {
            what: "scratch memory (private arrays or spills) in a pixel or vertex shader".into(),
            loc: None,
        });
    }
    vgpr_count = stage::place_pinned_vgprs(&mut selected.mfunc, vgpr_count)?;
    checked(&selected.mfunc, "pinned VGPR placement")?;
    scratch::insert_setup(&mut selected.mfunc)?;
    checked(&selected.mfunc, "scratch setup")?;
    let private_bytes = selected.mfunc.frame.bytes_per_lane();
    let waitcnts = waitcnt::insert(&mut selected.mfunc, opts.force_waitcnt);
    checked(&selected.mfunc, "waitcnt insertion")?;
    let nops = hazards::insert(&mut selected.mfunc)
        + dpp_hazards::insert(&mut selected.mfunc)
        + wide_store_hazards::insert(&mut selected.mfunc);
    checked(&selected.mfunc, "hazard recognition")?;
    let out = emit::emit(&selected.mfunc)?;
    let kernel = CompiledKernel {
        name: func.name.clone(),
        code: out.code.clone(),
        asm: out.asm.clone(),
        instructions: out.insts.len() as u32,
        // The initialised SGPRs count even when the code reads none of them.
        sgpr_count: sgpr_count.max(u32::from(selected.mfunc.sgpr_base())),
        vgpr_count,
        kernarg_size: selected
            .kernargs
            .iter()
            .map(|s| s.offset + 8)
            .max()
            .unwrap_or(0),
        kernargs: selected.kernargs,
        lds_bytes: func.lds_bytes,
        private_bytes,
        waitcnts,
        nops,
        workitem_id_vgprs: selected.mfunc.vgpr_base(),
        entry_sgprs: selected.mfunc.entry_sgprs.unwrap_or_default(),
        graphics: selected.graphics,
    };
    Ok((kernel, out, report))
}

#[cfg(test)]
mod occupancy_tests {
    use super::occupancy;

    #[test]
    fn occupancy_follows_the_register_granules() {
        // 24 VGPRs: 256/24 = 10 waves; 28 VGPRs round to 28: 256/28 = 9; 12 SGPRs + 6 round
        // to 32: 25 waves, so the VGPRs decide.
        assert_eq!(occupancy(12, 24), 10);
        assert_eq!(occupancy(12, 25), 9);
        assert_eq!(occupancy(12, 28), 9);
        assert_eq!(occupancy(12, 64), 4);
        // 100 SGPRs + 6 = 106, rounded to 112: 800/112 = 7.
        assert_eq!(occupancy(100, 8), 7);
        assert_eq!(occupancy(0, 0), 10);
    }
}
