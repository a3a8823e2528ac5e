//! The machine-IR verifier: after every pass of [`crate::compile_with_report`] in debug
//! builds, checks that the machine function is well formed, so that a pass that breaks an
//! invariant is named where it does so rather than by a wrong result later.
//!
//! - Operand classes: no more operands than the opcode's slots; immediates only in
//!   immediate slots; branch targets are blocks of the layout.
//! - Register classes: a slot that takes VGPRs only (`VReg`, buffer and flat addresses,
//!   image and export data) holds no SGPR, a scalar slot (`SReg`, `SSrc`, lane masks, SMEM
//!   and buffer offsets, `saddr`) no VGPR, virtual or physical; a virtual operand's dwords lie
//!   within its register.
//! - EXEC discipline: only scalar instructions write EXEC, and always all 64 bits of it (the
//!   lane mask is never half updated, nor by a vector instruction).
//! - Layout: every block appears once in the layout.

use std::collections::HashSet;

use gcn_isa::operand::SpecialReg;
use gcn_isa::table::{Format, Kind, OperandSpec};
use gcn_isa::Operand;

use crate::error::CodegenError;
use crate::mir::{MInst, MOperand, MachineFunction, RegClass};

/// Which register file a slot kind accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Accepts {
    /// VGPRs only.
    Vector,
    /// SGPRs (and scalar special registers) only.
    Scalar,
    /// Either (VALU sources).
    Either,
    /// An immediate field: no register at all.
    Immediate,
}

fn accepts(kind: Kind) -> Accepts {
    match kind {
        Kind::VReg
        | Kind::BufVaddr
        | Kind::FlatVaddr
        | Kind::VdstRtn
        | Kind::ImageData
        | Kind::ImageAddr
        | Kind::ExpSrc => Accepts::Vector,
        Kind::SReg
        | Kind::SSrc
        | Kind::SRegV
        | Kind::Vcc
        | Kind::SmemOffset
        | Kind::BufSoffset
        | Kind::Saddr => Accepts::Scalar,
        Kind::VSrc => Accepts::Either,
        Kind::Imm(_) => Accepts::Immediate,
    }
}

/// Whether `format` is a scalar (SALU / scalar control) format.
fn scalar_format(format: Format) -> bool {
    matches!(
        format,
        Format::Sop1 | Format::Sop2 | Format::Sopk | Format::Sopc | Format::Sopp
    )
}

/// Checks `mf` after `pass`; the error names the pass, the block and the instruction.
pub fn verify(mf: &MachineFunction, pass: &str) -> Result<(), CodegenError> {
    let fail = |what: String| CodegenError::Internal(format!("after {pass}: {what}"));
    let mut seen = HashSet::new();
    for &b in &mf.layout {
        if mf.blocks.get(b).is_none() {
            return Err(fail(format!("{b} is in the layout but not a block")));
        }
        if !seen.insert(b) {
            return Err(fail(format!("{b} appears twice in the layout")));
        }
    }
    for &b in &mf.layout {
        for (i, inst) in mf.blocks[b].insts.iter().enumerate() {
            check_inst(mf, inst, &seen).map_err(|why| {
                fail(format!(
                    "{b} instruction {i} `{}`: {why}",
                    inst.op.info().name
                ))
            })?;
        }
    }
    Ok(())
}

fn check_inst(
    mf: &MachineFunction,
    inst: &MInst,
    layout: &HashSet<crate::mir::MBlock>,
) -> Result<(), String> {
    let info = inst.op.info();
    if inst.operands.len() > info.operands.len() {
        return Err(format!(
            "{} operands, the opcode has {} slots",
            inst.operands.len(),
            info.operands.len()
        ));
    }
    for (k, (o, spec)) in inst.operands.iter().zip(info.operands).enumerate() {
        check_operand(mf, o, spec, layout).map_err(|why| format!("operand {k}: {why}"))?;
        let writes_exec = spec.write
            && matches!(
                o,
                MOperand::Fixed(Operand::Special(SpecialReg::ExecLo | SpecialReg::ExecHi))
            );
        if writes_exec && !scalar_format(info.format) {
            return Err("a vector instruction writes EXEC".into());
        }
        if writes_exec && spec.dwords != 2 {
            return Err("writes half of EXEC".into());
        }
    }
    Ok(())
}

fn check_operand(
    mf: &MachineFunction,
    o: &MOperand,
    spec: &OperandSpec,
    layout: &HashSet<crate::mir::MBlock>,
) -> Result<(), String> {
    let slot = accepts(spec.kind);
    let class = match o {
        MOperand::Virt { reg, sub, dwords } => {
            let data = mf
                .vregs
                .get(*reg)
                .ok_or_else(|| format!("{reg:?} is not a register of the function"))?;
            if u16::from(*sub) + u16::from(*dwords) > u16::from(data.dwords) {
                return Err(format!(
                    "dwords {sub}..{} of a {}-dword register",
                    sub + dwords,
                    data.dwords
                ));
            }
            Some(data.class)
        }
        MOperand::Fixed(Operand::Vgpr(_)) => Some(RegClass::Vgpr),
        MOperand::Fixed(Operand::Sgpr(_) | Operand::Ttmp(_)) => Some(RegClass::Sgpr),
        MOperand::Fixed(_) => None,
        MOperand::Block(b) => {
            if !layout.contains(b) {
                return Err(format!("branch to {b}, which is not in the layout"));
            }
            None
        }
    };
    match (slot, class) {
        (Accepts::Vector, Some(RegClass::Sgpr)) => Err("an SGPR in a VGPR-only slot".into()),
        (Accepts::Scalar, Some(RegClass::Vgpr)) => Err("a VGPR in a scalar slot".into()),
        (Accepts::Immediate, Some(_)) => Err("a register in an immediate slot".into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use gcn_isa::{op, Encoding, RegRange};

    use super::verify;
    use crate::mir::{MInst, MOperand, MachineFunction, RegClass, VRegData};

    const EXEC: MOperand = MOperand::Fixed(gcn_isa::Operand::Special(
        gcn_isa::operand::SpecialReg::ExecLo,
    ));

    fn one_block(insts: Vec<MInst>) -> MachineFunction {
        let mut mf = MachineFunction::default();
        let b = mf.blocks.push(Default::default());
        mf.layout.push(b);
        mf.blocks[b].insts = insts;
        mf
    }

    fn vgpr(n: u16) -> MOperand {
        MOperand::Fixed(gcn_isa::Operand::Vgpr(RegRange { first: n, count: 1 }))
    }

    fn sgpr(n: u16, count: u8) -> MOperand {
        MOperand::Fixed(gcn_isa::Operand::Sgpr(RegRange { first: n, count }))
    }

    #[test]
    fn well_formed_code_passes() {
        let mf = one_block(vec![
            MInst::new(
                op::V_ADD_F32,
                Encoding::Native,
                &[vgpr(0), sgpr(4, 1), vgpr(1)],
            ),
            MInst::new(
                op::S_AND_SAVEEXEC_B64,
                Encoding::Native,
                &[sgpr(6, 2), sgpr(8, 2)],
            ),
            MInst::new(op::S_MOV_B64, Encoding::Native, &[EXEC, sgpr(6, 2)]),
            MInst::new(op::S_ENDPGM, Encoding::Native, &[]),
        ]);
        assert_eq!(verify(&mf, "test"), Ok(()));
    }

    #[test]
    fn register_classes_are_checked_for_virtual_and_physical_operands() {
        // v_add_f32's destination is VGPR-only (manual: VOP2 VDST).
        let mf = one_block(vec![MInst::new(
            op::V_ADD_F32,
            Encoding::Native,
            &[sgpr(0, 1), vgpr(0), vgpr(1)],
        )]);
        let e = verify(&mf, "isel").unwrap_err().to_string();
        assert!(e.contains("after isel") && e.contains("VGPR-only"), "{e}");
        // s_mov_b32 takes scalar operands only: a virtual VGPR is refused.
        let mut mf = one_block(Vec::new());
        let v = mf.vregs.push(VRegData {
            class: RegClass::Vgpr,
            dwords: 1,
        });
        let b = mf.layout[0];
        mf.blocks[b].insts.push(MInst::new(
            op::S_MOV_B32,
            Encoding::Native,
            &[sgpr(0, 1), MOperand::whole(v, 1)],
        ));
        let e = verify(&mf, "isel").unwrap_err().to_string();
        assert!(e.contains("a VGPR in a scalar slot"), "{e}");
        // A two-dword view of a one-dword register.
        mf.blocks[b].insts[0] = MInst::new(
            op::V_MOV_B32,
            Encoding::Native,
            &[
                vgpr(0),
                MOperand::Virt {
                    reg: v,
                    sub: 0,
                    dwords: 2,
                },
            ],
        );
        let e = verify(&mf, "isel").unwrap_err().to_string();
        assert!(e.contains("1-dword register"), "{e}");
    }

    #[test]
    fn exec_is_written_whole_and_by_scalar_instructions_only() {
        let mf = one_block(vec![MInst::new(
            op::S_MOV_B32,
            Encoding::Native,
            &[EXEC, sgpr(0, 1)],
        )]);
        let e = verify(&mf, "waitcnt").unwrap_err().to_string();
        assert!(e.contains("half of EXEC"), "{e}");
        let mf = one_block(vec![MInst::new(
            op::V_CMPX_EQ_U32,
            Encoding::Vop3,
            &[EXEC, vgpr(0), vgpr(1)],
        )]);
        let e = verify(&mf, "hazards").unwrap_err().to_string();
        assert!(e.contains("vector instruction writes EXEC"), "{e}");
    }

    #[test]
    fn branches_go_to_blocks_of_the_layout() {
        let mut mf = one_block(Vec::new());
        let outside = mf.blocks.push(Default::default());
        let b = mf.layout[0];
        mf.blocks[b].insts.push(MInst::new(
            op::S_BRANCH,
            Encoding::Native,
            &[MOperand::Block(outside)],
        ));
        let e = verify(&mf, "isel").unwrap_err().to_string();
        assert!(e.contains("not in the layout"), "{e}");
    }
}
