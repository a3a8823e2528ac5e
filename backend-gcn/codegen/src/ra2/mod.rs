//! Register allocation with regalloc2 (the default allocator).
//!
//! regalloc2 0.15 knows three register classes (`Int`, `Float`, `Vector`) of at most 64
//! registers each (`PReg::MAX_BITS` = 6) and no register tuples. The GCN design around it:
//! - `Int` = single SGPRs, `Float` = single VGPRs, `Vector` = VGPR pairs (one regalloc2
//!   register stands for two VGPRs; pairs and single VGPRs are numbered in disjoint ranges
//!   after allocation, so they never alias and regalloc2 needs no aliasing model);
//! - SGPR pairs (EXEC masks and other 64-bit scalars) stay out of regalloc2: an interval
//!   linear scan gives them a disjoint range of aligned pairs ([`pairs`]); so do VGPR
//!   tuples of three or four (the data of `dwordx3`/`dwordx4` accesses), in a VGPR range
//!   after the pairs ([`tuples`]);
//! - the limit: at most 64 single SGPRs, 64 single VGPRs and 64 VGPR pairs. When regalloc2
//!   would need more (it asks for spill slots), or a range runs out after numbering, the
//!   kernel is allocated by the linear scan instead ([`crate::spill::allocate`]), which
//!   uses the whole register files and spills to scratch only when even they run out;
//! - the control flow regalloc2 sees is the linearised one the wave executes (both arms of
//!   a divergent `if`, see [`view`]); the lane-level consequences (partial writes, moves
//!   under a partial EXEC) are handled by reuse constraints ([`view`]) and full-EXEC moves
//!   ([`apply`]).
//!
//! After rewriting, [`verify`] checks the result independently of regalloc2.

pub mod apply;
pub mod pairs;
pub mod tuples;
pub mod verify;
pub mod view;

#[cfg(test)]
mod tests;

use regalloc2 as ra;

use crate::error::CodegenError;
use crate::mir::MachineFunction;
use crate::regalloc::MAX_ALLOCATABLE_SGPR;
pub use apply::{Applied, Copies};

/// Registers per regalloc2 class (`PReg::MAX + 1`).
pub const CLASS_REGS: usize = ra::PReg::MAX + 1;

/// Why regalloc2 did not allocate a kernel.
#[derive(Debug)]
pub enum Refusal {
    /// The kernel needs more registers than the design gives regalloc2 (it would spill).
    Spills(String),
    /// Any other failure (a bug).
    Error(CodegenError),
}

impl From<CodegenError> for Refusal {
    fn from(e: CodegenError) -> Refusal {
        match e {
            CodegenError::OutOfRegisters(m) => Refusal::Spills(m),
            e => Refusal::Error(e),
        }
    }
}

/// Limits on the registers regalloc2 may use (tests lower them to force the fallback).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Single SGPRs.
    pub sgprs: usize,
    /// Single VGPRs.
    pub vgprs: usize,
    /// VGPR pairs.
    pub vgpr_pairs: usize,
    /// Offer regalloc2 exactly the peak pressure of each class and nothing more, so that it
    /// has to split live ranges and insert moves (tests use it to exercise the moves).
    pub tight: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sgprs: CLASS_REGS,
            vgprs: CLASS_REGS,
            vgpr_pairs: CLASS_REGS,
            tight: false,
        }
    }
}

/// The registers regalloc2 may use: the first `pressure[class]` of each class preferred (so
/// it packs values into as few registers as the pressure allows instead of spreading them
/// over the class), the rest up to the limits non-preferred.
fn env(
    limits: Limits,
    sgpr_base: u16,
    sgpr_pair_dwords: u16,
    pressure: [usize; 3],
) -> ra::MachineEnv {
    // SGPRs left for singles after the ABI, the pair range and an EXEC save pair.
    let free = usize::from(MAX_ALLOCATABLE_SGPR + 1)
        .saturating_sub(usize::from(sgpr_base) + 1 + usize::from(sgpr_pair_dwords) + 2);
    let regs = |class: ra::RegClass, range: std::ops::Range<usize>| {
        let mut set = ra::PRegSet::empty();
        for i in range.start.min(CLASS_REGS)..range.end.min(CLASS_REGS) {
            set.add(ra::PReg::new(i, class));
        }
        set
    };
    let classes = [ra::RegClass::Int, ra::RegClass::Float, ra::RegClass::Vector];
    let limit = [limits.sgprs.min(free), limits.vgprs, limits.vgpr_pairs];
    let preferred = |c: usize| regs(classes[c], 0..pressure[c].min(limit[c]));
    let rest = |c: usize| {
        if limits.tight {
            ra::PRegSet::empty()
        } else {
            regs(classes[c], pressure[c].min(limit[c])..limit[c])
        }
    };
    ra::MachineEnv {
        preferred_regs_by_class: [preferred(0), preferred(1), preferred(2)],
        non_preferred_regs_by_class: [rest(0), rest(1), rest(2)],
        scratch_by_class: [None; 3],
        fixed_stack_slots: Vec::new(),
    }
}

/// Allocates `mf` with regalloc2 and rewrites it to physical registers.
pub fn allocate(mf: &mut MachineFunction, limits: Limits) -> Result<Applied, Refusal> {
    let pairs = pairs::allocate(mf, 32)?;
    let view = view::build(mf)?;
    let options = ra::RegallocOptions {
        verbose_log: false,
        validate_ssa: cfg!(debug_assertions),
        algorithm: ra::Algorithm::Ion,
    };
    let pressure = view.max_pressure();
    let out = match ra::run(
        &view,
        &env(limits, mf.sgpr_base(), pairs.dwords, pressure),
        &options,
    ) {
        Ok(out) => out,
        Err(ra::RegAllocError::TooManyLiveRegs) => {
            return Err(Refusal::Spills("too many live registers".into()))
        }
        Err(e) => {
            return Err(Refusal::Error(CodegenError::Internal(format!(
                "regalloc2: {e:?}"
            ))))
        }
    };
    if out.num_spillslots > 0 {
        return Err(Refusal::Spills(format!(
            "regalloc2 asks for {} spill slots",
            out.num_spillslots
        )));
    }
    let before = mf.clone();
    let result = apply::apply(mf, &view, &out, &pairs)
        .and_then(|(applied, prov)| verify::check(&before, mf, &prov).map(|()| applied));
    match result {
        Ok(mut applied) => {
            applied.copies.removed = apply::remove_identity_moves(mf);
            Ok(applied)
        }
        Err(e) => {
            *mf = before;
            Err(e.into())
        }
    }
}
