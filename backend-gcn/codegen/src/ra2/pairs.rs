//! SGPR pairs (lane masks, saved EXEC, 64-bit uniform values) outside regalloc2.
//!
//! regalloc2 has three register classes and no register tuples; the three go to SGPRs, VGPRs
//! and VGPR pairs (see [`super`]). SGPR pairs get an interval linear scan of their own over
//! a range of aligned pairs that nothing else uses: the same intervals as
//! [`crate::regalloc::LinearScan`] (layout order, widened over loops), so masks written on
//! several paths need no renaming. Offsets are relative to the start of the pair range,
//! which is placed after the SGPRs regalloc2 uses.

use cranelift_entity::SecondaryMap;

use super::view::Kind;
use crate::error::CodegenError;
use crate::mir::{MachineFunction, VReg};
use crate::regalloc::intervals;

/// Even offsets of the SGPR pairs inside their range.
#[derive(Clone, Debug, Default)]
pub struct PairAssignment {
    /// Offset (even, in SGPRs) of every SGPR-pair register.
    pub offset: SecondaryMap<VReg, u16>,
    /// SGPRs the range needs (even).
    pub dwords: u16,
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
    let mut a = PairAssignment::default();
    for (start, end, r) in order {
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
    Ok(a)
}
