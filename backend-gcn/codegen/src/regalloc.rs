//! Register allocation: virtual registers → SGPRs and VGPRs.
//!
//! Allocators implement [`RegisterAllocator`]; the first one is [`LinearScan`] over the
//! linear layout (Poletto & Sarkar): a virtual register's interval runs from its first to its
//! last occurrence in layout order, widened to cover a whole loop when it is live across the
//! loop's boundary. Because divergent control flow is linearised (both sides of an `if` run
//! one after the other), layout order is the order the wave executes, so an interval that
//! covers every occurrence is safe even for registers written on several edges (block
//! parameters). 64-bit values get two consecutive registers, even-aligned for SGPRs.
//! [`scan`] chooses registers to spill when a file runs out; [`crate::spill`] rewrites them
//! to memory and scans again.

use cranelift_entity::SecondaryMap;
use gcn_isa::operand::MAX_SGPR;
use gcn_isa::{Operand, RegRange};

use crate::error::CodegenError;
use crate::mir::{MOperand, MachineFunction, RegClass, VReg};

/// Number of VGPRs on gfx900.
pub const NUM_VGPRS: u16 = 256;
/// Highest SGPR handed out (s102/s103 and the VCC/FLAT_SCRATCH/XNACK extras are left alone).
pub const MAX_ALLOCATABLE_SGPR: u16 = MAX_SGPR;

/// A register assignment: the first physical register of every virtual register.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    /// First physical register (SGPR or VGPR number by the register's class).
    pub phys: SecondaryMap<VReg, u16>,
    /// SGPRs used (highest + 1), ABI registers included.
    pub sgpr_count: u32,
    /// VGPRs used (highest + 1), ABI registers included.
    pub vgpr_count: u32,
}

/// A register allocator.
pub trait RegisterAllocator {
    /// Assigns every virtual register of `mf` a physical register.
    fn allocate(&self, mf: &MachineFunction) -> Result<Assignment, CodegenError>;
}

/// Runs `allocator` on `mf`, then checks its result independently.
pub fn allocate(
    mf: &MachineFunction,
    allocator: &dyn RegisterAllocator,
) -> Result<Assignment, CodegenError> {
    let a = allocator.allocate(mf)?;
    check(mf, &a)?;
    Ok(a)
}

/// The instruction ranges `(first, last)` of the loops of `mf` (`mf.loops`), in the
/// numbering of [`intervals`] (one index per instruction in layout order).
pub fn loop_ranges(mf: &MachineFunction) -> Vec<(usize, usize)> {
    let mut block_ranges = Vec::with_capacity(mf.layout.len());
    let mut index = 0usize;
    for &b in &mf.layout {
        let start = index;
        index += mf.blocks[b].insts.len();
        block_ranges.push((start, index));
    }
    mf.loops
        .iter()
        .filter_map(|&(first, count)| {
            let s = block_ranges.get(first)?.0;
            let e = block_ranges.get(first + count.checked_sub(1)?)?.1;
            Some((s, e.saturating_sub(1)))
        })
        .collect()
}

/// Live interval `[start, end]` of every virtual register, in layout instruction indexes.
pub fn intervals(mf: &MachineFunction) -> SecondaryMap<VReg, Option<(usize, usize)>> {
    let mut iv: SecondaryMap<VReg, Option<(usize, usize)>> = SecondaryMap::new();
    let mut index = 0usize;
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let Some(r) = o.vreg() {
                    iv[r] = Some(match iv[r] {
                        Some((s, e)) => (s.min(index), e.max(index)),
                        None => (index, index),
                    });
                }
            }
            index += 1;
        }
    }
    // Loops: an interval crossing a loop boundary covers the whole loop (live around the back
    // edge, or kept for lanes that left early). Repeat for nested loops.
    let loops = loop_ranges(mf);
    let mut changed = true;
    while changed {
        changed = false;
        for (_, slot) in iv.iter_mut() {
            if let Some((s, e)) = *slot {
                for &(ls, le) in &loops {
                    let overlaps = s <= le && e >= ls;
                    let inside = s >= ls && e <= le;
                    if overlaps && !inside {
                        let widened = (s.min(ls), e.max(le));
                        if widened != (s, e) {
                            *slot = Some(widened);
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    iv
}

/// How many registers of each file the linear scan may hand out, counted from the first
/// register after the ABI's ([`MachineFunction::sgpr_base`], [`MachineFunction::vgpr_base`])
/// and capped by the hardware.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Allocatable SGPRs.
    pub sgprs: u16,
    /// Allocatable VGPRs.
    pub vgprs: u16,
}

impl Limits {
    /// The whole register files.
    pub const HARDWARE: Limits = Limits {
        sgprs: MAX_ALLOCATABLE_SGPR + 1,
        vgprs: NUM_VGPRS,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::HARDWARE
    }
}

/// Linear-scan allocation over layout order, with the whole register files; running out is
/// an error (see [`crate::spill::allocate`] for the scan that spills).
#[derive(Clone, Copy, Debug, Default)]
pub struct LinearScan;

impl RegisterAllocator for LinearScan {
    fn allocate(&self, mf: &MachineFunction) -> Result<Assignment, CodegenError> {
        match scan(mf, Limits::HARDWARE, &|_| false)? {
            ScanOutcome::Assigned(a) => Ok(a),
            ScanOutcome::Spill(v) => Err(CodegenError::OutOfRegisters(format!(
                "no register for {} (the linear scan without spilling)",
                v.first().map(|r| r.to_string()).unwrap_or_default()
            ))),
        }
    }
}

/// The result of one [`scan`].
#[derive(Clone, Debug)]
pub enum ScanOutcome {
    /// Every register has a place.
    Assigned(Assignment),
    /// These registers must be spilled (then scan again).
    Spill(Vec<VReg>),
}

/// Spill weight of every register: its occurrences, each counted 8 times per enclosing
/// loop, divided by its interval's length (instructions), so long-lived, rarely used
/// registers outside loops weigh least (the quantity LLVM's allocators minimise).
fn spill_weights(
    mf: &MachineFunction,
    iv: &SecondaryMap<VReg, Option<(usize, usize)>>,
) -> SecondaryMap<VReg, f64> {
    let mut depth = vec![0u32; mf.layout.len()];
    for &(first, count) in &mf.loops {
        for d in depth.iter_mut().skip(first).take(count) {
            *d += 1;
        }
    }
    let mut w: SecondaryMap<VReg, f64> = SecondaryMap::new();
    for (i, &b) in mf.layout.iter().enumerate() {
        let scale = 8f64.powi(depth[i].min(8) as i32);
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let Some(r) = o.vreg() {
                    w[r] += scale;
                }
            }
        }
    }
    for (r, i) in iv.iter() {
        if let Some((s, e)) = *i {
            w[r] /= (e - s + 1) as f64;
        }
    }
    w
}

/// One linear scan within `limits`. When no register is free for an interval, the
/// spillable interval of that file with the least spill weight ([`spill_weights`]; among
/// equals the one ending last, Poletto & Sarkar's choice) — among the ones holding
/// registers at that point and the new one — is chosen to spill and its registers are
/// freed, until the new interval fits or is itself chosen. Nothing spillable
/// left is an `OutOfRegisters` error.
pub fn scan(
    mf: &MachineFunction,
    limits: Limits,
    spillable: &dyn Fn(VReg) -> bool,
) -> Result<ScanOutcome, CodegenError> {
    let iv = intervals(mf);
    let mut order: Vec<(usize, usize, VReg)> = iv
        .iter()
        .filter_map(|(r, i)| i.map(|(s, e)| (s, e, r)))
        .collect();
    order.sort();
    let weight = spill_weights(mf, &iv);
    let sgpr_end = (mf.sgpr_base().saturating_add(limits.sgprs)).min(MAX_ALLOCATABLE_SGPR + 1);
    let vgpr_end = (mf.vgpr_base().saturating_add(limits.vgprs)).min(NUM_VGPRS);
    // busy[class][reg] = (last instruction index using that register, its owner).
    let mut sgpr_busy: Vec<Option<(usize, VReg)>> = vec![None; usize::from(sgpr_end)];
    let mut vgpr_busy: Vec<Option<(usize, VReg)>> = vec![None; usize::from(vgpr_end)];
    let mut a = Assignment {
        sgpr_count: u32::from(mf.sgpr_base()),
        vgpr_count: u32::from(mf.vgpr_base()),
        ..Assignment::default()
    };
    let mut victims = Vec::new();
    for (start, end, r) in order {
        let data = mf.vregs[r];
        let width = usize::from(data.dwords.max(1));
        let (busy, first, align, name) = match data.class {
            RegClass::Sgpr => (&mut sgpr_busy, usize::from(mf.sgpr_base()), width, "SGPR"),
            RegClass::Vgpr => (&mut vgpr_busy, usize::from(mf.vgpr_base()), 1, "VGPR"),
        };
        let free = |i: usize, busy: &Vec<Option<(usize, VReg)>>| {
            busy.get(i)
                .is_some_and(|b| b.map_or(true, |(until, _)| until < start))
        };
        let find = |busy: &Vec<Option<(usize, VReg)>>| {
            let mut reg = first.next_multiple_of(align);
            while reg + width <= busy.len() {
                if (reg..reg + width).all(|i| free(i, busy)) {
                    return Some(reg);
                }
                reg += align;
            }
            None
        };
        let reg = loop {
            if let Some(reg) = find(busy) {
                break Some(reg);
            }
            // The spillable owner (or `r`) of least spill weight, ending last among equals.
            let key = |r: VReg, until: usize| (weight[r], std::cmp::Reverse(until));
            let mut best: Option<((f64, std::cmp::Reverse<usize>), VReg)> =
                spillable(r).then_some((key(r, end), r));
            for &(until, owner) in busy.iter().flatten() {
                let k = key(owner, until);
                if until >= start && spillable(owner) && best.map_or(true, |(b, _)| k < b) {
                    best = Some((k, owner));
                }
            }
            let Some((_, victim)) = best else {
                return Err(CodegenError::OutOfRegisters(format!(
                    "no {name} for {r} and nothing left to spill"
                )));
            };
            victims.push(victim);
            if victim == r {
                break None;
            }
            for slot in busy.iter_mut() {
                if slot.is_some_and(|(_, owner)| owner == victim) {
                    *slot = None;
                }
            }
        };
        let Some(reg) = reg else { continue };
        for slot in busy.iter_mut().skip(reg).take(width) {
            *slot = Some((end, r));
        }
        let top = (reg + width) as u32;
        match data.class {
            RegClass::Sgpr => a.sgpr_count = a.sgpr_count.max(top),
            RegClass::Vgpr => a.vgpr_count = a.vgpr_count.max(top),
        }
        a.phys[r] = reg as u16;
    }
    Ok(if victims.is_empty() {
        ScanOutcome::Assigned(a)
    } else {
        ScanOutcome::Spill(victims)
    })
}

/// Checks an assignment independently of the allocator: registers in range and aligned, and
/// no two virtual registers with overlapping intervals share a physical register.
pub fn check(mf: &MachineFunction, a: &Assignment) -> Result<(), CodegenError> {
    let iv = intervals(mf);
    let mut placed: Vec<(RegClass, u16, u16, usize, usize, VReg)> = Vec::new();
    for (r, i) in iv.iter() {
        let Some((s, e)) = *i else { continue };
        let d = mf.vregs[r];
        let first = a.phys[r];
        let last = first + u16::from(d.dwords.max(1)) - 1;
        let (lo, hi) = match d.class {
            RegClass::Sgpr => (mf.sgpr_base(), MAX_ALLOCATABLE_SGPR),
            RegClass::Vgpr => (mf.vgpr_base(), NUM_VGPRS - 1),
        };
        if first < lo || last > hi || (d.class == RegClass::Sgpr && d.dwords == 2 && first % 2 != 0)
        {
            return Err(CodegenError::Internal(format!(
                "{r} assigned out of range or misaligned: {first}"
            )));
        }
        for &(c, f2, l2, s2, e2, r2) in &placed {
            if c == d.class && first <= l2 && f2 <= last && s <= e2 && s2 <= e {
                return Err(CodegenError::Internal(format!(
                    "{r} and {r2} overlap in register {first}"
                )));
            }
        }
        placed.push((d.class, first, last, s, e, r));
    }
    Ok(())
}

/// Replaces every virtual-register operand by its physical registers.
pub fn rewrite(mf: &mut MachineFunction, a: &Assignment) {
    let classes = mf.vregs.clone();
    for (_, block) in mf.blocks.iter_mut() {
        for inst in block.insts.iter_mut() {
            for o in inst.operands.iter_mut() {
                if let MOperand::Virt { reg, sub, dwords } = *o {
                    let range = RegRange {
                        first: a.phys[reg] + u16::from(sub),
                        count: dwords,
                    };
                    *o = MOperand::Fixed(match classes[reg].class {
                        RegClass::Sgpr => Operand::Sgpr(range),
                        RegClass::Vgpr => Operand::Vgpr(range),
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::{RESERVED_SGPRS, RESERVED_VGPRS};
    use crate::mir::MInst;
    use gcn_isa::Encoding;
    use gcn_isa::{op, Op};

    /// `%a = mov 0; %b = mov 0; %c = add %a, %b` (VGPRs) and an SGPR pair live alongside.
    fn sample() -> (MachineFunction, [VReg; 4]) {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let a = mf.new_vreg(RegClass::Vgpr, 1);
        let bb = mf.new_vreg(RegClass::Vgpr, 1);
        let c = mf.new_vreg(RegClass::Vgpr, 1);
        let m = mf.new_vreg(RegClass::Sgpr, 2);
        let zero = MOperand::Fixed(Operand::Inline(128));
        let mk = |n: Op, ops: &[MOperand]| MInst::new(n, Encoding::Native, ops);
        mf.blocks[b].insts = vec![
            mk(op::S_MOV_B32, &[MOperand::whole(m, 2), zero]),
            mk(op::V_MOV_B32, &[MOperand::whole(a, 1), zero]),
            mk(op::V_MOV_B32, &[MOperand::whole(bb, 1), zero]),
            mk(
                op::V_ADD_U32,
                &[
                    MOperand::whole(c, 1),
                    MOperand::whole(a, 1),
                    MOperand::whole(bb, 1),
                ],
            ),
            mk(
                op::S_MOV_B64,
                &[MOperand::whole(m, 2), MOperand::whole(m, 2)],
            ),
        ];
        (mf, [a, bb, c, m])
    }

    #[test]
    fn linear_scan_separates_live_values_and_aligns_pairs() {
        let (mf, [a, b, c, m]) = sample();
        let asg = allocate(&mf, &LinearScan).expect("allocates");
        assert_ne!(asg.phys[a], asg.phys[b]);
        assert!(asg.phys[a] >= RESERVED_VGPRS && asg.phys[c] >= RESERVED_VGPRS);
        assert_eq!(asg.phys[m] % 2, 0);
        assert!(asg.phys[m] >= RESERVED_SGPRS);
        // A register is reused only after the instruction of its last use (a result never
        // shares a register with an operand of the same instruction), so c needs a third.
        assert_ne!(asg.phys[c], asg.phys[a]);
        assert_eq!(asg.vgpr_count, u32::from(RESERVED_VGPRS) + 3);
    }

    /// Four VGPRs live at once: `%a`..`%c` defined first, `%d = %a + %b`, `%d = %d + %d`,
    /// then `%e = %c` (so `%c` ends last: intervals a 0-3, b 1-3, c 2-5, d 3-4).
    fn four_live() -> (MachineFunction, [VReg; 4]) {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let [a, bb, c, d, e] = [(); 5].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        let zero = MOperand::Fixed(Operand::Inline(128));
        let w = |r| MOperand::whole(r, 1);
        let mk = |n: Op, ops: &[MOperand]| MInst::new(n, Encoding::Native, ops);
        mf.blocks[b].insts = vec![
            mk(op::V_MOV_B32, &[w(a), zero]),
            mk(op::V_MOV_B32, &[w(bb), zero]),
            mk(op::V_MOV_B32, &[w(c), zero]),
            mk(op::V_ADD_U32, &[w(d), w(a), w(bb)]),
            mk(op::V_ADD_U32, &[w(d), w(d), w(d)]),
            mk(op::V_MOV_B32, &[w(e), w(c)]),
        ];
        (mf, [a, bb, c, d])
    }

    #[test]
    fn the_scan_spills_the_lightest_interval() {
        let (mf, [a, _, c, d]) = four_live();
        // Three VGPRs: at `%d = %a + %b` four are live. Weights (occurrences / length):
        // a 2/4, b 2/3, c 2/4, d 4/2; a and c tie and c ends last, so c is chosen.
        let limits = Limits { sgprs: 4, vgprs: 3 };
        match scan(&mf, limits, &|_| true).expect("scans") {
            ScanOutcome::Spill(v) => assert_eq!(v, [c]),
            ScanOutcome::Assigned(_) => panic!("four live values in three VGPRs"),
        }
        // With c kept in a register, a is (lighter than b and d).
        match scan(&mf, limits, &|r| r != c).expect("scans") {
            ScanOutcome::Spill(v) => assert_eq!(v, [a]),
            ScanOutcome::Assigned(_) => panic!("four live values in three VGPRs"),
        }
        // Only d may go: d it is.
        match scan(&mf, limits, &|r| r == d).expect("scans") {
            ScanOutcome::Spill(v) => assert_eq!(v, [d]),
            ScanOutcome::Assigned(_) => panic!("four live values in three VGPRs"),
        }
        // Nothing spillable: an error, as the plain linear scan gives when the files run out.
        assert!(matches!(
            scan(&mf, limits, &|_| false),
            Err(CodegenError::OutOfRegisters(_))
        ));
        match scan(&mf, Limits { sgprs: 4, vgprs: 4 }, &|_| true).expect("scans") {
            ScanOutcome::Assigned(asg) => check(&mf, &asg).expect("valid"),
            ScanOutcome::Spill(v) => panic!("spilled {v:?} with room"),
        }
    }

    #[test]
    fn occurrences_inside_loops_weigh_more() {
        // %a occurs twice in a loop block (x8 each) and once before it, %b three times
        // outside the loop; both intervals span three instructions.
        let mut mf = MachineFunction::default();
        let [b0, b1, b2] = [(); 3].map(|_| mf.new_block());
        let [a, b] = [(); 2].map(|_| mf.new_vreg(RegClass::Vgpr, 1));
        let zero = MOperand::Fixed(Operand::Inline(128));
        let w = |r| MOperand::whole(r, 1);
        let mk = |n: Op, ops: &[MOperand]| MInst::new(n, Encoding::Native, ops);
        mf.blocks[b0].insts = vec![
            mk(op::V_MOV_B32, &[w(a), zero]),
            mk(op::V_MOV_B32, &[w(b), zero]),
        ];
        mf.blocks[b1].insts = vec![mk(op::V_MOV_B32, &[w(a), w(a)])];
        mf.blocks[b2].insts = vec![mk(op::V_MOV_B32, &[w(b), w(b)])];
        mf.loops = vec![(1, 1)];
        let weights = spill_weights(&mf, &intervals(&mf));
        // a: 1 outside + 2 inside (x8) over [0, 2]; b: 3 outside over [1, 3].
        assert_eq!(weights[a], (1.0 + 16.0) / 3.0);
        assert_eq!(weights[b], 3.0 / 3.0);
    }

    #[test]
    fn checker_rejects_overlapping_assignment() {
        let (mf, [a, b, _, m]) = sample();
        let mut asg = LinearScan.allocate(&mf).expect("allocates");
        asg.phys[b] = asg.phys[a];
        assert!(check(&mf, &asg).is_err());
        let mut asg = LinearScan.allocate(&mf).expect("allocates");
        asg.phys[m] = 9;
        assert!(check(&mf, &asg).is_err(), "odd SGPR pair accepted");
    }
}
