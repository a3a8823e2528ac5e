//! Wait states before DPP instructions (after register allocation and [`crate::hazards`]).
//!
//! Vega manual, "Manually Inserted Wait States (NOPs)": a VALU instruction that writes a
//! VGPR followed by a DPP instruction reading that VGPR needs 2 wait states; a VALU write of
//! EXEC followed by a DPP instruction needs 5. Each instruction issued in between counts one
//! wait state, `s_nop N` counts N + 1. At the start of a block the predecessors are not
//! looked at: a DPP instruction within 2 instructions of a block start gets the 2 wait
//! states whatever came before (derivatives, the only DPP users, rarely start a block).

use gcn_isa::operand::SpecialReg;
use gcn_isa::table::Format;
use gcn_isa::{op, Encoding, Operand};

use crate::mir::{MInst, MOperand, MachineFunction};

/// Wait states a VALU VGPR write needs before a DPP read of it.
const VGPR_WAIT: u32 = 2;
/// Wait states a VALU EXEC write needs before a DPP instruction.
const EXEC_WAIT: u32 = 5;

fn is_valu(inst: &MInst) -> bool {
    matches!(
        inst.op.info().format,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    )
}

/// Wait states an instruction provides.
fn states(inst: &MInst) -> u32 {
    match (inst.op, inst.operands.first()) {
        (op::S_NOP, Some(MOperand::Fixed(Operand::Imm(n)))) => (*n).clamp(0, 15) as u32 + 1,
        _ => 1,
    }
}

/// VGPR numbers an operand names.
fn vgprs(o: &MOperand) -> impl Iterator<Item = u16> {
    let r = match o {
        MOperand::Fixed(Operand::Vgpr(r)) => Some(*r),
        _ => None,
    };
    r.into_iter()
        .flat_map(|r| r.first..r.first + u16::from(r.count.max(1)))
}

/// Wait states `dpp` (at `index` of `insts`) still needs.
fn needed(insts: &[MInst], index: usize) -> u32 {
    let dpp = &insts[index];
    let reads: Vec<u16> = dpp
        .operands_with_access()
        .filter(|(_, w)| !w)
        .flat_map(|(o, _)| vgprs(o))
        .collect();
    let mut need = 0;
    let mut distance = 0;
    for prev in insts[..index].iter().rev() {
        if distance >= EXEC_WAIT {
            break;
        }
        if is_valu(prev) {
            for (o, write) in prev.operands_with_access() {
                if !write {
                    continue;
                }
                if distance < VGPR_WAIT && vgprs(o).any(|v| reads.contains(&v)) {
                    need = need.max(VGPR_WAIT - distance);
                }
                if matches!(
                    o,
                    MOperand::Fixed(Operand::Special(SpecialReg::ExecLo | SpecialReg::ExecHi))
                ) {
                    need = need.max(EXEC_WAIT - distance);
                }
            }
        }
        distance += states(prev);
    }
    if distance < VGPR_WAIT {
        // The block's start: unknown predecessors.
        need = need.max(VGPR_WAIT - distance);
    }
    need
}

/// Inserts the `s_nop`s; returns how many.
pub fn insert(mf: &mut MachineFunction) -> u32 {
    let mut count = 0;
    for b in mf.layout.clone() {
        let mut i = 0;
        while i < mf.blocks[b].insts.len() {
            if mf.blocks[b].insts[i].encoding == Encoding::Dpp {
                let n = needed(&mf.blocks[b].insts, i);
                if n > 0 {
                    let nop = MInst::new(
                        op::S_NOP,
                        Encoding::Native,
                        &[MOperand::Fixed(Operand::Imm(n as i32 - 1))],
                    );
                    mf.blocks[b].insts.insert(i, nop);
                    count += 1;
                    i += 1;
                }
            }
            i += 1;
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: u16) -> MOperand {
        MOperand::Fixed(Operand::vgpr(n))
    }

    fn names(mf: &MachineFunction) -> Vec<String> {
        mf.blocks[mf.layout[0]]
            .insts
            .iter()
            .map(|i| match (i.op.info().name, i.operands.first()) {
                ("s_nop", Some(MOperand::Fixed(Operand::Imm(n)))) => format!("s_nop {n}"),
                (name, _) => name.to_string(),
            })
            .collect()
    }

    fn dpp(name: gcn_isa::Op, ops: &[MOperand]) -> MInst {
        let mut i = MInst::new(name, Encoding::Dpp, ops);
        i.mods = gcn_isa::Modifiers::defaults_for(Encoding::Dpp);
        i
    }

    #[test]
    fn a_dpp_read_of_a_fresh_vgpr_waits_two_states() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts = vec![
            MInst::new(op::V_MOV_B32, Encoding::Native, &[v(9), v(9)]),
            MInst::new(op::V_MUL_F32, Encoding::Native, &[v(1), v(2), v(3)]),
            dpp(op::V_MOV_B32, &[v(4), v(1)]),
            MInst::new(op::V_MOV_B32, Encoding::Native, &[v(7), v(8)]),
            MInst::new(op::V_MOV_B32, Encoding::Native, &[v(6), v(8)]),
            // Written 2 instructions before (and 4 before for v4): no wait.
            dpp(op::V_SUB_F32, &[v(5), v(4), v(9)]),
        ];
        assert_eq!(insert(&mut mf), 1);
        assert_eq!(
            names(&mf),
            [
                "v_mov_b32",
                "v_mul_f32",
                "s_nop 1",
                "v_mov_b32",
                "v_mov_b32",
                "v_mov_b32",
                "v_sub_f32"
            ]
        );
    }

    #[test]
    fn a_dpp_instruction_at_a_block_start_waits() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts = vec![
            MInst::new(
                op::S_MOV_B32,
                Encoding::Native,
                &[
                    MOperand::Fixed(Operand::sgpr(0)),
                    MOperand::Fixed(Operand::Inline(128)),
                ],
            ),
            dpp(op::V_MOV_B32, &[v(4), v(1)]),
        ];
        assert_eq!(insert(&mut mf), 1);
        assert_eq!(names(&mf), ["s_mov_b32", "s_nop 0", "v_mov_b32"]);
    }
}
