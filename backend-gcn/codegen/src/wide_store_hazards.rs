//! The wait state after a store of more than 64 bits (after register allocation and
//! [`crate::hazards`]).
//!
//! Vega manual, "Manually Inserted Wait States (NOPs)" (L1146-1160): a FLAT, GLOBAL or BUFFER
//! store of more than 64 bits of data (`*_store_dwordx3`, `*_store_dwordx4`) followed by a
//! write of the VGPRs holding its data needs one wait state. Memory merging
//! ([`crate::memory_pairs`]) makes such stores. An `s_nop 0` follows one when the next
//! instruction of its block writes one of its data VGPRs, or when it ends its block (the
//! successors are not looked at).

use gcn_isa::table::{Field, Flags};
use gcn_isa::{op, Encoding, Operand};

use crate::mir::{MInst, MOperand, MachineFunction};

/// The data VGPRs `(first, count)` of a vector-memory store of more than two dwords.
fn wide_store_data(inst: &MInst) -> Option<(u16, u16)> {
    let info = inst.op.info();
    if !info.format.is_vector_memory() || !info.flags.contains(Flags::STORE) {
        return None;
    }
    info.operands
        .iter()
        .zip(&inst.operands)
        .find_map(|(spec, o)| match (spec.field, o) {
            (Field::Data | Field::Vdata, MOperand::Fixed(Operand::Vgpr(r))) if r.count > 2 => {
                Some((r.first, u16::from(r.count)))
            }
            _ => None,
        })
}

/// Whether `inst` writes one of the VGPRs `first..first + count`.
fn writes_any(inst: &MInst, (first, count): (u16, u16)) -> bool {
    inst.operands_with_access().any(|(o, write)| {
        write
            && matches!(o, MOperand::Fixed(Operand::Vgpr(r))
                if r.first < first + count && first < r.first + u16::from(r.count.max(1)))
    })
}

/// Inserts the `s_nop 0`s; returns how many.
pub fn insert(mf: &mut MachineFunction) -> u32 {
    let mut count = 0;
    for b in mf.layout.clone() {
        let insts = &mut mf.blocks[b].insts;
        let mut i = 0;
        while i < insts.len() {
            if let Some(data) = wide_store_data(&insts[i]) {
                if insts.get(i + 1).map_or(true, |next| writes_any(next, data)) {
                    let nop = MInst::new(
                        op::S_NOP,
                        Encoding::Native,
                        &[MOperand::Fixed(Operand::Imm(0))],
                    );
                    insts.insert(i + 1, nop);
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
    use gcn_isa::RegRange;

    fn v(first: u16, count: u8) -> MOperand {
        MOperand::Fixed(Operand::Vgpr(RegRange { first, count }))
    }

    fn block(insts: Vec<MInst>) -> MachineFunction {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        mf.blocks[b].insts = insts;
        mf
    }

    fn store(op: gcn_isa::Op, data: MOperand) -> MInst {
        MInst::new(
            op,
            Encoding::Native,
            &[
                v(0, 1),
                data,
                MOperand::Fixed(Operand::Sgpr(RegRange { first: 8, count: 2 })),
            ],
        )
    }

    fn write_v(n: u16) -> MInst {
        MInst::new(
            op::V_MOV_B32,
            Encoding::Native,
            &[v(n, 1), MOperand::Fixed(Operand::Inline(129))],
        )
    }

    #[test]
    fn a_write_of_wide_store_data_right_after_it_waits_one_state() {
        // dwordx4 from v4..v7; v6 written next: a nop. dwordx2 (64 bits): none (manual: more
        // than 64 bits).
        let mut mf = block(vec![
            store(op::GLOBAL_STORE_DWORDX4, v(4, 4)),
            write_v(6),
            store(op::GLOBAL_STORE_DWORDX2, v(4, 2)),
            write_v(4),
            store(op::GLOBAL_STORE_DWORDX3, v(4, 3)),
            write_v(7),
            store(op::GLOBAL_STORE_DWORDX3, v(4, 3)),
        ]);
        assert_eq!(insert(&mut mf), 2);
        let names: Vec<&str> = mf.blocks[mf.layout[0]]
            .insts
            .iter()
            .map(|i| i.op.info().name)
            .collect();
        // The second dwordx3 ends the block: a nop (successors unknown); v7 after the first
        // is outside v4..v6.
        assert_eq!(
            names,
            [
                "global_store_dwordx4",
                "s_nop",
                "v_mov_b32",
                "global_store_dwordx2",
                "v_mov_b32",
                "global_store_dwordx3",
                "v_mov_b32",
                "global_store_dwordx3",
                "s_nop",
            ]
        );
    }
}
