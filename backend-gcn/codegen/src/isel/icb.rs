//! The immediate constant buffer (`AddressSpace::Icb`, IL `icb[]`): read-only data placed
//! right after the code.
//!
//! A load at a constant index is folded to the word itself (0 out of range, as the IR reads
//! outside the buffer). Other loads read memory: the ICB's words and one zero word after
//! them (index `n`, where out-of-range indexes are clamped to) become the machine
//! function's read-only data ([`crate::mir::MachineFunction::rodata`]), whose address the
//! entry code computes PC-relatively (`s_getpc_b64`, then `s_add_u32` of the distance the
//! emitter fills in, `s_addc_u32`). A uniform index loads with `s_load_dword` (SGPR byte
//! offset), a divergent one with `global_load_dword` (VGPR byte offset, SGPR base).

use gcn_isa::{op, Encoding, Operand};
use ilc_ir::{AddressSpace, Inst, InstructionData, MemSize, Value};

use super::{const_operand, Isel, Loc};
use crate::error::CodegenError;
use crate::mir::MOperand;

impl Isel<'_> {
    /// Entry code: when some ICB load has a non-constant index, places the data after the
    /// code and loads its address into an SGPR pair.
    pub(super) fn icb_prologue(&mut self) -> Result<(), CodegenError> {
        let func = self.func;
        let needs_memory = func.layout.iter().any(|&block| {
            func.blocks[block].insts.iter().any(|&inst| {
                matches!(
                    func.insts[inst],
                    InstructionData::Load { space: AddressSpace::Icb, addr, .. }
                        if func.const_value(addr).is_none()
                )
            })
        });
        if !needs_memory {
            return Ok(());
        }
        let mut data = func.icb.clone();
        data.push(0);
        self.mf.rodata = data;
        let pair = self.sreg(2);
        self.push(
            op::S_GETPC_B64,
            Encoding::Native,
            &[MOperand::whole(pair, 2)],
        )?;
        self.push(
            op::S_ADD_U32,
            Encoding::Native,
            &[
                MOperand::half(pair, 0),
                MOperand::half(pair, 0),
                MOperand::Fixed(Operand::Literal(0)),
            ],
        )?;
        self.push(
            op::S_ADDC_U32,
            Encoding::Native,
            &[
                MOperand::half(pair, 1),
                MOperand::half(pair, 1),
                const_operand(0, false),
            ],
        )?;
        self.icb_base = Some(pair);
        Ok(())
    }

    /// A load from the immediate constant buffer at word `index`.
    pub(super) fn icb_load(
        &mut self,
        inst: Inst,
        size: MemSize,
        index: Value,
    ) -> Result<(), CodegenError> {
        if size != MemSize::Dword {
            return Err(self.unsupported(format!("load icb {}", size.name()), Some(inst)));
        }
        let words = self.func.icb.len() as u32;
        if let Loc::Const(c) = self.loc(index)? {
            let word = self.func.icb.get(c as usize).copied().unwrap_or(0);
            return self.set(inst, Loc::Const(word));
        }
        let base = self
            .icb_base
            .map(|p| MOperand::whole(p, 2))
            .ok_or_else(|| CodegenError::Internal("icb load without icb address".into()))?;
        // A uniform index gives a uniform word: a scalar load (the offset is in an SGPR).
        let bytes = self.clamped_word_bytes(index, words, false)?;
        if self.is_scalar(index) {
            let dst = self.def(inst, true)?;
            self.push(op::S_LOAD_DWORD, Encoding::Native, &[dst, base, bytes])?;
        } else {
            let dst = self.def(inst, false)?;
            self.push(op::GLOBAL_LOAD_DWORD, Encoding::Native, &[dst, bytes, base])?;
        }
        Ok(())
    }
}
