//! VGPR tuples (three or four consecutive VGPRs: the data of `dwordx3`/`dwordx4` memory
//! accesses) outside regalloc2.
//!
//! regalloc2's three classes hold single SGPRs, single VGPRs and VGPR pairs (see [`super`]);
//! wider VGPR tuples get an interval linear scan of their own over a range of VGPRs that
//! nothing else uses. The range starts at `v0`: the work-item id VGPRs the hardware
//! initialises there are free once the code has read them for the last time (a read inside
//! a loop keeps them to the loop's end), and tuples usually hold values computed from them,
//! so they reuse those registers (`int_ops`: 24 VGPRs instead of 25). Singles and pairs
//! follow the range. The intervals are those of
//! [`crate::regalloc::LinearScan`] (layout order, widened over loops), so a tuple keeps its
//! registers, in every lane, from its first occurrence to its last: a write under a partial
//! EXEC cannot clobber another value's inactive lanes. VGPR operands have no alignment
//! restriction on gfx9 (Vega manual L726 for pairs; LLVM's gfx900 code places `dwordx4` data
//! at any VGPR too), so a tuple takes the first run of free VGPRs of its width.

use cranelift_entity::SecondaryMap;

use gcn_isa::Operand;

use super::view::Kind;
use crate::mir::{MOperand, MachineFunction, VReg};
use crate::regalloc::{intervals, loop_ranges};

/// Offsets of the VGPR tuples inside their range.
#[derive(Clone, Debug, Default)]
pub struct TupleAssignment {
    /// First VGPR (the range starts at `v0`) of every tuple register.
    pub offset: SecondaryMap<VReg, u16>,
    /// VGPRs the range needs (0 without tuples, else at least the ABI VGPRs).
    pub dwords: u16,
}

/// Allocates every VGPR tuple of `mf` in a range of its own.
pub fn allocate(mf: &MachineFunction) -> TupleAssignment {
    let mut a = TupleAssignment::default();
    if !mf.vregs.values().any(|d| Kind::of(*d) == Kind::VgprTuple) {
        return a;
    }
    let iv = intervals(mf);
    let mut order: Vec<(usize, usize, VReg)> = iv
        .iter()
        .filter(|(r, _)| Kind::of(mf.vregs[*r]) == Kind::VgprTuple)
        .filter_map(|(r, i)| i.map(|(s, e)| (s, e, r)))
        .collect();
    order.sort();
    // busy_until[k]: the last instruction index using VGPR k of the range.
    let mut busy_until: Vec<Option<usize>> = abi_vgprs(mf);
    for (start, end, r) in order {
        let width = usize::from(mf.vregs[r].dwords);
        let free = |k: usize, busy: &[Option<usize>]| {
            busy.get(k).map_or(true, |b| b.map_or(true, |u| u < start))
        };
        let first = (0..)
            .find(|&k| (k..k + width).all(|i| free(i, &busy_until)))
            .unwrap_or(0);
        if busy_until.len() < first + width {
            busy_until.resize(first + width, None);
        }
        for slot in &mut busy_until[first..first + width] {
            *slot = Some(end);
        }
        a.offset[r] = first as u16;
    }
    a.dwords = busy_until.len() as u16;
    a
}

/// The ABI VGPRs (below [`MachineFunction::vgpr_base`]) with the index of the last
/// instruction that reads them (`None`: never read), in the numbering of [`intervals`]; a
/// read inside a loop keeps the register until the loop's end.
fn abi_vgprs(mf: &MachineFunction) -> Vec<Option<usize>> {
    let base = usize::from(mf.vgpr_base());
    let mut last: Vec<Option<usize>> = vec![None; base];
    let mut index = 0usize;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let MOperand::Fixed(Operand::Vgpr(r)) = o {
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
    for slot in &mut last {
        while let Some(e) = *slot {
            match loops.iter().find(|&&(ls, le)| ls <= e && e < le) {
                Some(&(_, le)) => *slot = Some(le),
                None => break,
            }
        }
    }
    last
}
