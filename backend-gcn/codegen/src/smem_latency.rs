//! Filling the latency of scalar memory loads: in each machine block, vector ALU
//! instructions that do not depend on an `s_load`/`s_buffer_load` of the block move above
//! the instructions that do, so they issue while the load is in flight instead of after the
//! `s_waitcnt lgkmcnt` the first consumer needs (kernel arguments and buffer resources are
//! loaded by the prologue; the work-item id arithmetic rarely needs them).
//!
//! Runs on the machine function after instruction selection, before register allocation.
//! One walk per block keeps a *delayed* list: an instruction that reads a register an SMEM
//! load of the block or a delayed instruction writes is delayed, and so is every later
//! instruction that is not a movable VALU instruction. A movable instruction (a VALU
//! instruction with only virtual-register, hardware-id or constant operands and no implicit
//! operand: no VCC, SCC, M0 or EXEC use beyond its lanes) independent of every delayed one —
//! it reads nothing they write and writes nothing they read or write — is emitted at once,
//! ahead of them. Anything else (memory accesses, branches, `s_waitcnt`, instructions with
//! fixed or special destinations) first emits the delayed list in order. So the delayed
//! instructions keep their order among themselves, every moved instruction only passes
//! instructions it has no register dependence on, and nothing passes a memory access, a
//! branch or an EXEC change.

use std::collections::HashSet;

use gcn_isa::Operand;

use crate::mir::{MInst, MOperand, MachineFunction, VReg};

/// Whether `inst` is a scalar memory load.
fn is_smem_load(name: &str) -> bool {
    name.starts_with("s_load_") || name.starts_with("s_buffer_load_")
}

/// VALU opcodes with implicit operands (VCC, EXEC, M0, a destination also read) or lane
/// crossing, which never move.
fn has_implicit_operands(name: &str) -> bool {
    const PARTS: [&str; 13] = [
        "cmp",
        "cndmask",
        "_co_",
        "addc",
        "subb",
        "div_fmas",
        "div_scale",
        "lane",
        "movrel",
        "interp",
        "mac",
        "mbcnt",
        "swap",
    ];
    PARTS.iter().any(|p| name.contains(p))
}

/// Whether an operand may appear in a movable instruction.
fn movable_operand(o: &MOperand, write: bool) -> bool {
    match o {
        MOperand::Virt { .. } => true,
        MOperand::Fixed(Operand::Inline(_) | Operand::Literal(_) | Operand::Imm(_)) => !write,
        MOperand::Fixed(Operand::Vgpr { .. } | Operand::Sgpr { .. }) => !write,
        _ => false,
    }
}

/// Whether `inst` may move above delayed instructions it is independent of.
fn movable(inst: &MInst) -> bool {
    let name = inst.op.info().name;
    name.starts_with("v_")
        && !has_implicit_operands(name)
        && inst
            .operands_with_access()
            .all(|(o, write)| movable_operand(o, write))
}

/// Whether `inst` may be delayed (an ALU instruction writing only virtual registers).
fn delayable(inst: &MInst) -> bool {
    let name = inst.op.info().name;
    (name.starts_with("v_") || name.starts_with("s_"))
        && !is_smem_load(name)
        && !name.starts_with("s_waitcnt")
        && !name.starts_with("s_cbranch")
        && !name.starts_with("s_branch")
        && !name.starts_with("s_endpgm")
        && !name.starts_with("s_barrier")
        && !name.starts_with("s_setreg")
        && !name.starts_with("s_getpc")
        && !name.starts_with("s_setpc")
        && !name.starts_with("s_nop")
        && inst.operands_with_access().all(|(o, write)| {
            !matches!(o, MOperand::Block(_)) && (!write || matches!(o, MOperand::Virt { .. }))
        })
}

fn reads(inst: &MInst) -> impl Iterator<Item = VReg> + '_ {
    inst.operands_with_access()
        .filter(|(_, write)| !write)
        .filter_map(|(o, _)| o.vreg())
}

fn writes(inst: &MInst) -> impl Iterator<Item = VReg> + '_ {
    inst.operands_with_access()
        .filter(|(_, write)| *write)
        .filter_map(|(o, _)| o.vreg())
}

/// Reorders every block; returns how many instructions moved above delayed ones.
pub fn run(mf: &mut MachineFunction) -> usize {
    let mut moved = 0;
    for b in mf.layout.clone() {
        let insts = std::mem::take(&mut mf.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        let mut delayed: Vec<MInst> = Vec::new();
        // Registers written by the block's SMEM loads and by delayed instructions, and read
        // by delayed instructions.
        let mut pending: HashSet<VReg> = HashSet::new();
        let mut delayed_reads: HashSet<VReg> = HashSet::new();
        for inst in insts {
            let name = inst.op.info().name;
            if is_smem_load(name) {
                pending.extend(writes(&inst));
                out.append(&mut delayed);
                delayed_reads.clear();
                out.push(inst);
                continue;
            }
            let depends = reads(&inst).any(|r| pending.contains(&r));
            if !delayed.is_empty() && !depends && movable(&inst) {
                let independent =
                    writes(&inst).all(|w| !pending.contains(&w) && !delayed_reads.contains(&w));
                if independent {
                    out.push(inst);
                    moved += 1;
                    continue;
                }
            }
            if (depends || !delayed.is_empty()) && delayable(&inst) {
                pending.extend(writes(&inst));
                delayed_reads.extend(reads(&inst));
                delayed.push(inst);
                continue;
            }
            out.append(&mut delayed);
            delayed_reads.clear();
            out.push(inst);
        }
        out.append(&mut delayed);
        mf.blocks[b].insts = out;
    }
    moved
}

#[cfg(test)]
mod tests {
    use ilc_ir::passes::pipeline::OptLevel;

    /// The mnemonics of the compiled `il` at -O2.
    fn mnemonics(il: &str) -> Vec<String> {
        crate::test_support::mnemonics_at(il, OptLevel::O2)
    }

    #[test]
    fn id_arithmetic_issues_while_the_group_counts_load() {
        // The flat group id needs the group counts (kernel arguments); the flat local id
        // plus vTidInGrp.y does not. Before this pass the two `v_mad_u32_u24` and the
        // `v_add_u32` came after `s_waitcnt` (isel's order follows the IL, which reads the
        // group id first); the address, which uses the group id, stays after it.
        let il = "il_cs_2_0
dcl_num_thread_per_group 4, 2, 2
dcl_raw_uav_id(0)
dcl_literal l0, 4, 3, 0, 0
ishl r0.x, vThreadGrpIdFlat.x, l0.y
iadd r0.y, vTidInGrpFlat.x, vTidInGrp.y
iadd r0.z, r0.x, vTidInGrp.x
uav_raw_store_id(0) mem.x, r0.z, r0.y
end
";
        let expected = [
            "s_load_dwordx4", // UAV 0's buffer resource
            "s_load_dword",   // group count x
            "s_load_dword",   // group count y
            "v_mad_u32_u24",  // z * 2 + y
            "v_mad_u32_u24",  // (z * 2 + y) * 4 + x: the flat local id
            "v_add_u32",      // + vTidInGrp.y (r0.y)
            "s_waitcnt",
            "s_mul_i32", // z * Gy
            "s_add_i32", // + y
            "s_mul_i32", // * Gx
            "s_add_i32", // + x: the flat group id
            "s_lshl_b32",
            "v_add_u32", // r0.z
            "buffer_store_dword",
            "s_endpgm",
        ];
        assert_eq!(mnemonics(il), expected);
    }
}
