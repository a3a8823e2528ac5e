//! Emission: physical machine IR → encoded bytes and LLVM-syntax assembly.
//!
//! Blocks are laid out in order; a branch's target becomes a signed dword offset from the
//! next instruction (SOPP `simm16`) in the bytes and a `BB<n>` label in the text. Every
//! operand must be physical by now; a leftover virtual register is an internal error.
//!
//! Read-only data ([`MachineFunction::rodata`]) follows the code, as `.long` directives in
//! the text, so `llvm-mc` assembles the text to the same bytes. The literal of the
//! `s_add_u32` after each `s_getpc_b64` gets the distance from the end of the `s_getpc_b64`
//! (the PC it returns) to the data added.

use gcn_isa::print::print_with;
use gcn_isa::{encode, op, Instruction, Operand};

use crate::error::CodegenError;
use crate::mir::{MBlock, MOperand, MachineFunction};

/// The emitted program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// Encoded bytes.
    pub code: Vec<u8>,
    /// Assembly text with labels.
    pub asm: String,
    /// The instructions as encoded (branch targets resolved to offsets), in order.
    pub insts: Vec<Instruction>,
}

/// Converts one machine instruction, with `branch` giving each target's operand.
fn lower(
    inst: &crate::mir::MInst,
    branch: &dyn Fn(MBlock) -> Operand,
) -> Result<Instruction, CodegenError> {
    let mut ops = Vec::with_capacity(inst.operands.len());
    for o in &inst.operands {
        ops.push(match o {
            MOperand::Fixed(f) => *f,
            MOperand::Block(b) => branch(*b),
            MOperand::Virt { reg, .. } => {
                return Err(CodegenError::Internal(format!(
                    "virtual register {reg} after allocation"
                )))
            }
        });
    }
    let mut out = Instruction::new(inst.op, inst.encoding, &ops);
    out.mods = inst.mods;
    out.mem = inst.mem;
    Ok(out)
}

/// Adds `distance` to the literal operand of `inst` (the PC-relative `s_add_u32`).
fn add_to_literal(
    inst: &crate::mir::MInst,
    distance: u32,
) -> Result<crate::mir::MInst, CodegenError> {
    let mut out = inst.clone();
    let literal = out.operands.iter_mut().find_map(|o| match o {
        MOperand::Fixed(Operand::Literal(bits)) => Some(bits),
        _ => None,
    });
    match literal {
        Some(bits) => *bits = bits.wrapping_add(distance),
        None => {
            return Err(CodegenError::Internal(
                "the s_add_u32 after s_getpc_b64 has no literal".into(),
            ))
        }
    }
    Ok(out)
}

/// Encodes and prints `mf`.
pub fn emit(mf: &MachineFunction) -> Result<Emitted, CodegenError> {
    // Pass 1: block byte offsets (branch size does not depend on the offset).
    let placeholder = |_: MBlock| Operand::Imm(0);
    let mut offsets = cranelift_entity::SecondaryMap::<MBlock, usize>::new();
    let mut pc = 0usize;
    for &b in &mf.layout {
        offsets[b] = pc;
        for inst in &mf.blocks[b].insts {
            pc += lower(inst, &placeholder)?.size();
        }
    }
    // Labels: blocks that are branch targets, numbered in layout order.
    let mut targeted = cranelift_entity::SecondaryMap::<MBlock, bool>::new();
    for &b in &mf.layout {
        for inst in &mf.blocks[b].insts {
            for o in &inst.operands {
                if let MOperand::Block(t) = o {
                    targeted[*t] = true;
                }
            }
        }
    }
    let label_of = |b: MBlock| b.as_u32();
    let label_name = |i: u32| format!("BB{i}");
    let rodata_start = pc;
    let mut code = Vec::with_capacity(pc + 4 * mf.rodata.len());
    let mut asm = String::new();
    let mut insts = Vec::new();
    for &b in &mf.layout {
        if targeted[b] {
            asm.push_str(&format!("{}:\n", label_name(label_of(b))));
        }
        // End of the last `s_getpc_b64` whose `s_add_u32` is still to come.
        let mut getpc_end: Option<usize> = None;
        for inst in &mf.blocks[b].insts {
            let patched;
            let inst = match (inst.op, getpc_end) {
                (op::S_ADD_U32, Some(end)) => {
                    getpc_end = None;
                    patched = add_to_literal(inst, (rodata_start - end) as u32)?;
                    &patched
                }
                _ => inst,
            };
            let here = code.len();
            let size = lower(inst, &placeholder)?.size();
            let next = here + size;
            let resolved = lower(inst, &|t| {
                let delta = (offsets[t] as i64 - next as i64) / 4;
                Operand::Imm(delta as i32)
            })?;
            let labelled = lower(inst, &|t| Operand::Label(label_of(t)))?;
            encode(&resolved, &mut code).map_err(|e| {
                CodegenError::Internal(format!(
                    "cannot encode `{}`: {e}",
                    print_with(&labelled, &label_name)
                ))
            })?;
            asm.push_str(&format!("\t{}\n", print_with(&labelled, &label_name)));
            insts.push(resolved);
            if inst.op == op::S_GETPC_B64 {
                getpc_end = Some(next);
            }
        }
        if getpc_end.is_some() {
            return Err(CodegenError::Internal(format!(
                "s_getpc_b64 without its s_add_u32 in {b}"
            )));
        }
    }
    for word in &mf.rodata {
        code.extend_from_slice(&word.to_le_bytes());
        asm.push_str(&format!("\t.long 0x{word:08x}\n"));
    }
    Ok(Emitted { code, asm, insts })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::MInst;
    use gcn_isa::Encoding;

    #[test]
    fn pc_relative_literal_reaches_the_data_after_the_code() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let s = |first: u16, count: u8| {
            MOperand::Fixed(Operand::Sgpr(gcn_isa::RegRange { first, count }))
        };
        let insts = [
            (op::S_GETPC_B64, vec![s(0, 2)]),
            (
                op::S_ADD_U32,
                vec![s(0, 1), s(0, 1), MOperand::Fixed(Operand::Literal(8))],
            ),
            (
                op::S_ADDC_U32,
                vec![s(1, 1), s(1, 1), MOperand::Fixed(Operand::Inline(128))],
            ),
            (op::S_ENDPGM, vec![MOperand::Fixed(Operand::Imm(0))]),
        ];
        for (name, ops) in insts {
            mf.blocks[b]
                .insts
                .push(MInst::new(name, Encoding::Native, &ops));
        }
        mf.rodata = vec![0xdead_beef, 7];
        let out = emit(&mf).expect("emits");
        // s_getpc_b64 (4 bytes) + s_add_u32 with a literal (8) + s_addc_u32 (4) +
        // s_endpgm (4) = 20 bytes of code; the PC after s_getpc_b64 is 4, so the literal
        // is its addend 8 plus 20 - 4.
        assert_eq!(out.code.len(), 20 + 8);
        assert_eq!(out.code[8..12], 24u32.to_le_bytes());
        assert_eq!(out.code[20..24], 0xdead_beefu32.to_le_bytes());
        assert!(out.asm.contains("s_add_u32 s0, s0, 0x18"), "{}", out.asm);
        assert!(out
            .asm
            .ends_with("\t.long 0xdeadbeef\n\t.long 0x00000007\n"));
    }

    #[test]
    fn getpc_without_its_add_is_an_internal_error() {
        let mut mf = MachineFunction::default();
        let b = mf.new_block();
        let pair = MOperand::Fixed(Operand::Sgpr(gcn_isa::RegRange { first: 0, count: 2 }));
        mf.blocks[b]
            .insts
            .push(MInst::new(op::S_GETPC_B64, Encoding::Native, &[pair]));
        assert!(emit(&mf).is_err());
    }
}
