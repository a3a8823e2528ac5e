//! SGPR pairs (lane masks, saved EXEC, 64-bit uniform values) outside regalloc2.
//!
//! regalloc2 has three register classes and no register tuples; the three go to SGPRs, VGPRs
//! and VGPR pairs (see [`super`]). SGPR pairs get an interval linear scan of their own over
//! a range of aligned pairs that nothing else uses: the same intervals as
//! [`crate::regalloc::LinearScan`] (layout order, widened over loops), so masks written on
//! several paths need no renaming. Offsets are relative to the start of the pair range,
//! which is placed after the SGPRs regalloc2 uses. A pair of ABI SGPRs (the kernarg pointer,
//! say) is free once the code has read it for the last time (loops widen that point as they
//! widen intervals): the scan places pairs there first, so the kernarg pointer's registers
//! hold EXEC masks after the kernel arguments are loaded.

use cranelift_entity::SecondaryMap;

use super::view::Kind;
use crate::error::CodegenError;
use crate::mir::{MOperand, MachineFunction, VReg};
use crate::regalloc::{intervals, loop_ranges};
use gcn_isa::Operand;

/// Even offsets of the SGPR pairs inside their range.
#[derive(Clone, Debug, Default)]
pub struct PairAssignment {
    /// Offset (even, in SGPRs) of every SGPR-pair register placed in the range.
    pub offset: SecondaryMap<VReg, u16>,
    /// First SGPR of every SGPR-pair register placed in a dead ABI pair instead.
    pub fixed: SecondaryMap<VReg, Option<u16>>,
    /// SGPRs the range needs (even).
    pub dwords: u16,
    /// The VGPR tuples (a range of their own after the VGPR pairs, [`super::tuples`]).
    pub vgpr_tuples: super::tuples::TupleAssignment,
}

/// Allocates every SGPR pair of `mf` in at most `max_pairs` pairs.
pub fn allocate(mf: &MachineFunction, max_pairs: usize) -> Result<PairAssignment, CodegenError> {
    let iv = intervals(mf);
    let mut order: Vec<(usize, usize, VReg)> = iv
        .iter()
        .filter(|(r, _)| Kind::of(mf.vregs[*r]) == Kind::SgprPair)
        .filter_map(|(r, i)| i.map(|(s, e)| (s, e, r)))
        .collect();
    order.sort();
    let mut busy_until: Vec<Option<usize>> = Vec::new();
    let mut abi = abi_pairs(mf);
    let mut a = PairAssignment::default();
    for (start, end, r) in order {
        if let Some(slot) = abi
            .iter_mut()
            .find(|(_, last)| last.map_or(true, |u| u < start))
        {
            slot.1 = Some(end);
            a.fixed[r] = Some(slot.0);
            continue;
        }
        let slot = match busy_until
            .iter()
            .position(|b| b.map_or(true, |u| u < start))
        {
            Some(s) => s,
            None if busy_until.len() < max_pairs => {
                busy_until.push(None);
                busy_until.len() - 1
            }
            None => {
                return Err(CodegenError::OutOfRegisters(format!(
                    "more than {max_pairs} SGPR pairs live at once"
                )))
            }
        };
        busy_until[slot] = Some(end);
        a.offset[r] = 2 * slot as u16;
    }
    a.dwords = 2 * busy_until.len() as u16;
    a.vgpr_tuples = super::tuples::allocate(mf);
    Ok(a)
}

/// The aligned pairs of placed ABI SGPRs (below [`MachineFunction::sgpr_base`]) with the index of
/// the last instruction that reads them (`None`: never read), in the numbering of
/// [`intervals`]; a read inside a loop keeps the pair until the loop's end.
fn abi_pairs(mf: &MachineFunction) -> Vec<(u16, Option<usize>)> {
    if mf.entry_sgprs.is_none() {
        // Placeholders not yet placed (unit tests build such functions): keep them.
        return Vec::new();
    }
    let base = mf.sgpr_base();
    let mut last: Vec<Option<usize>> = vec![None; usize::from(base)];
    let mut index = 0usize;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let MOperand::Fixed(Operand::Sgpr(r)) = o {
                    for reg in r.first..r.first + u16::from(r.count.max(1)) {
                        if let Some(slot) = last.get_mut(usize::from(reg)) {
                            *slot = Some(index);
                        }
                    }
                }
            }
            index += 1;
        }
    }
    let loops = loop_ranges(mf);
    (0..base / 2)
        .map(|k| {
            let mut end = last[usize::from(2 * k)].max(last[usize::from(2 * k + 1)]);
            // Live from the kernel's start: a read inside a loop keeps it to the loop's end.
            while let Some(e) = end {
                match loops.iter().find(|&&(ls, le)| ls <= e && e < le) {
                    Some(&(_, le)) => end = Some(le),
                    None => break,
                }
            }
            (2 * k, end)
        })
        .collect()
}
