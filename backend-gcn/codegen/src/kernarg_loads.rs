//! Merged kernarg loads: the `s_load_dwordx4` of UAV buffer resources at adjacent kernarg
//! offsets become one `s_load_dwordx8` (two resources) or `s_load_dwordx16` (four).
//!
//! Runs on the machine function right after instruction selection. The prologue loads each
//! UAV's 16-byte resource from the kernarg segment into placeholder SGPRs
//! ([`crate::abi::UAV_RESOURCE_PLACEHOLDER`], four per UAV), which [`crate::uav_resources`]
//! places after allocation at a multiple of 4 with their distances kept. Loads whose
//! placeholders and kernarg offsets both advance together (4 SGPRs, 16 bytes) read one
//! contiguous range into one contiguous range, so a wider load does the same work; its
//! destination stays 4-aligned, as scalar loads of four or more dwords require (Vega manual
//! L721, "Quad-alignment is required for the data-GPR when a scalar memory read returns four
//! or more Dwords"). Runs of three become an `x8` and an `x4`, so no byte past the
//! resources is read. The merged load takes the place of the first of its run: nothing
//! reads a resource before its load, and nothing in the prologue writes the kernarg
//! pointer. Each merged load saves one SMEM issue (the loads' latency overlaps anyway).
//! Kernel arguments loaded into allocated SGPRs (`s_load_dword`/`x2`) are not merged: that
//! would need aligned SGPR tuples from the allocator.

use gcn_isa::{op, Operand, RegRange};

use crate::abi::{KERNARG_PTR_SGPR, UAV_RESOURCE_PLACEHOLDER};
use crate::mir::{MInst, MOperand, MachineFunction};

/// A resource load: (index in the entry block, placeholder SGPR, kernarg byte offset).
fn resource_load(index: usize, inst: &MInst) -> Option<(usize, u16, i32)> {
    if inst.op != op::S_LOAD_DWORDX4 || inst.mem.glc {
        return None;
    }
    match inst.operands.as_slice() {
        [MOperand::Fixed(Operand::Sgpr(dst)), MOperand::Fixed(Operand::Sgpr(base)), MOperand::Fixed(Operand::Imm(offset))]
            if dst.first >= UAV_RESOURCE_PLACEHOLDER
                && dst.count == 4
                && *base
                    == (RegRange {
                        first: KERNARG_PTR_SGPR,
                        count: 2,
                    }) =>
        {
            Some((index, dst.first, *offset))
        }
        _ => None,
    }
}

/// Merges the entry block's resource loads; returns how many loads were removed.
pub fn run(mf: &mut MachineFunction) -> usize {
    let Some(&entry) = mf.layout.first() else {
        return 0;
    };
    let insts = &mf.blocks[entry].insts;
    let mut loads: Vec<(usize, u16, i32)> = insts
        .iter()
        .enumerate()
        .filter_map(|(i, inst)| resource_load(i, inst))
        .collect();
    loads.sort_by_key(|l| l.2);
    // Runs of loads whose placeholders and offsets advance by 4 SGPRs / 16 bytes.
    let mut runs: Vec<Vec<(usize, u16, i32)>> = Vec::new();
    for load in loads {
        match runs.last_mut() {
            Some(run)
                if run.last().is_some_and(|&(_, dst, offset)| {
                    load.1 == dst + 4 && i64::from(load.2) == i64::from(offset) + 16
                }) =>
            {
                run.push(load)
            }
            _ => runs.push(vec![load]),
        }
    }
    let mut replaced: Vec<(usize, MInst)> = Vec::new();
    let mut removed: Vec<usize> = Vec::new();
    for run in runs {
        for chunk in split(&run) {
            if chunk.len() < 2 {
                continue;
            }
            let op = if chunk.len() == 4 {
                op::S_LOAD_DWORDX16
            } else {
                op::S_LOAD_DWORDX8
            };
            let at = chunk.iter().map(|l| l.0).min().unwrap_or(chunk[0].0);
            let mut merged = insts[chunk[0].0].clone();
            merged.op = op;
            merged.operands[0] = MOperand::Fixed(Operand::Sgpr(RegRange {
                first: chunk[0].1,
                count: 4 * chunk.len() as u8,
            }));
            replaced.push((at, merged));
            removed.extend(chunk.iter().map(|l| l.0).filter(|&i| i != at));
        }
    }
    let insts = &mut mf.blocks[entry].insts;
    for (at, merged) in replaced {
        insts[at] = merged;
    }
    removed.sort_unstable();
    for &i in removed.iter().rev() {
        insts.remove(i);
    }
    removed.len()
}

/// A run cut into loads of 16, 8 or 4 dwords (four, two or one resources).
fn split(run: &[(usize, u16, i32)]) -> Vec<&[(usize, u16, i32)]> {
    let mut out = Vec::new();
    let mut rest = run;
    while !rest.is_empty() {
        let take = match rest.len() {
            n if n >= 4 => 4,
            n if n >= 2 => 2,
            _ => 1,
        };
        out.push(&rest[..take]);
        rest = &rest[take..];
    }
    out
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::OptLevel;

    use crate::test_support::{count, mnemonics_at};

    fn mnemonics(il: &str) -> Vec<String> {
        mnemonics_at(il, OptLevel::O2)
    }

    /// A kernel reading UAV 0 and storing to UAVs 1..=n.
    fn uavs(n: usize) -> String {
        let mut il = String::from("il_cs_2_0\ndcl_num_thread_per_group 64, 1, 1\n");
        for u in 0..=n {
            il += &format!("dcl_raw_uav_id({u})\n");
        }
        il += "dcl_literal l0, 2, 0, 0, 0\nishl r0.x, vAbsTid.x, l0.x\nuav_raw_load_id(0) r1.x, r0.x\n";
        for u in 1..=n {
            il += &format!("uav_raw_store_id({u}) mem.x, r0.x, r1.x\n");
        }
        il + "end\n"
    }

    #[test]
    fn adjacent_resources_load_together() {
        // Two UAVs (int_ops' shape): one x8 instead of two x4. Three: x8 + x4. Four: x16.
        let two = mnemonics(&uavs(1));
        assert_eq!(count(&two, "s_load_dwordx8"), 1, "{two:?}");
        assert_eq!(count(&two, "s_load_dwordx4"), 0, "{two:?}");
        let three = mnemonics(&uavs(2));
        assert_eq!(count(&three, "s_load_dwordx8"), 1, "{three:?}");
        assert_eq!(count(&three, "s_load_dwordx4"), 1, "{three:?}");
        let four = mnemonics(&uavs(3));
        assert_eq!(count(&four, "s_load_dwordx16"), 1, "{four:?}");
        assert_eq!(count(&four, "s_load_dwordx4"), 0, "{four:?}");
    }
}
