//! Emission: physical machine IR → encoded bytes and LLVM-syntax assembly.
//!
//! Blocks are laid out in order; a branch's target becomes a signed dword offset from the
//! next instruction (SOPP `simm16`) in the bytes and a `BB<n>` label in the text. Every
//! operand must be physical by now; a leftover virtual register is an internal error.

use gcn_isa::print::print_with;
use gcn_isa::{encode, Instruction, Operand};

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
    let mut code = Vec::with_capacity(pc);
    let mut asm = String::new();
    let mut insts = Vec::new();
    for &b in &mf.layout {
        if targeted[b] {
            asm.push_str(&format!("{}:\n", label_name(label_of(b))));
        }
        for inst in &mf.blocks[b].insts {
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
        }
    }
    Ok(Emitted { code, asm, insts })
}
