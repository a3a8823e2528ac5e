//! IL indexed temps (`AddressSpace::Private`): per-lane arrays in the scratch frame
//! ([`crate::scratch`]).
//!
//! Arrays whose accesses all use constant in-range indexes were already promoted to SSA
//! values by the middle end; every array still accessed gets `n + 2` dwords per lane in
//! the frame: its `n` words, a zero word (index `n`) and a discard word (index `n + 1`).
//! The IR reads 0 outside an array and ignores stores outside it, so a load clamps its
//! index to `n` (`v_min_u32`) and a store sends an out-of-range index to `n + 1`
//! (`v_cmp_gt_u32` + `v_cndmask_b32`); a constant index out of range needs no memory at
//! all. The IR's private memory starts zeroed, the hardware's scratch does not: the entry
//! code stores 0 to words `0..=n` of each array. Addresses are per-lane byte offsets in a
//! VGPR (`vaddr`), or in an SGPR (`saddr`) when the index is uniform, clamped on the
//! scalar unit; the array's base goes in the instruction's 13-bit `offset:` when it fits.

use gcn_isa::{op, Encoding, Modifiers, Operand};
use ilc_ir::{AddressSpace, Inst, InstructionData, MemSize, Value};

use super::{const_operand, Isel, Loc};
use crate::error::CodegenError;
use crate::mir::MOperand;

/// Largest `offset:` of a scratch instruction (13-bit signed field).
const MAX_SCRATCH_OFFSET: u32 = 4095;

impl Isel<'_> {
    /// Reserves frame space for every private array the function still accesses and
    /// zeroes it (entry code, all lanes of the wave active).
    pub(super) fn allocate_private_arrays(&mut self) -> Result<(), CodegenError> {
        let mut used = vec![false; self.func.private_arrays.len()];
        for &block in &self.func.layout {
            for &inst in &self.func.blocks[block].insts {
                let space = match &self.func.insts[inst] {
                    InstructionData::Load { space, .. }
                    | InstructionData::Store { space, .. }
                    | InstructionData::Atomic { space, .. } => *space,
                    _ => continue,
                };
                if let AddressSpace::Private(id) = space {
                    if let Some(u) = used.get_mut(id as usize) {
                        *u = true;
                    }
                }
            }
        }
        self.private_bases = vec![None; used.len()];
        let zero = MOperand::whole(self.vreg(), 1);
        let mut zeroed = false;
        for (id, used) in used.into_iter().enumerate() {
            if !used {
                continue;
            }
            let words = self.func.private_arrays[id];
            let base = self.mf.frame.reserve(words.saturating_add(2))?;
            self.private_bases[id] = Some(base);
            if !zeroed {
                self.push(
                    op::V_MOV_B32,
                    Encoding::Native,
                    &[zero, const_operand(0, false)],
                )?;
                zeroed = true;
            }
            for word in 0..=words {
                let (vaddr, saddr, offset) = self.scratch_address(zero, base + 4 * word)?;
                let store = self.push(
                    op::SCRATCH_STORE_DWORD,
                    Encoding::Native,
                    &[vaddr, zero, saddr],
                )?;
                store.mem.offset = offset as i32;
            }
        }
        Ok(())
    }

    /// `(vaddr, saddr, offset)` operands for the lane byte address `bytes` (a VGPR, or an
    /// SGPR when uniform) plus the constant `extra`: the constant goes in the offset field
    /// when it fits, else is added first.
    fn scratch_address(
        &mut self,
        bytes: MOperand,
        extra: u32,
    ) -> Result<(MOperand, MOperand, u32), CodegenError> {
        let off = MOperand::Fixed(Operand::Off);
        let vector = self.operand_is_vgpr(&bytes);
        let bytes = if extra <= MAX_SCRATCH_OFFSET {
            bytes
        } else if vector {
            let t = MOperand::whole(self.vreg(), 1);
            self.valu(
                op::V_ADD_U32,
                t,
                vec![const_operand(extra, false), bytes],
                true,
                Modifiers::default(),
            )?;
            t
        } else {
            let t = MOperand::whole(self.sreg(1), 1);
            self.push(
                op::S_ADD_U32,
                Encoding::Native,
                &[t, bytes, const_operand(extra, false)],
            )?;
            t
        };
        let offset = if extra <= MAX_SCRATCH_OFFSET {
            extra
        } else {
            0
        };
        Ok(if vector {
            (bytes, off, offset)
        } else {
            (off, bytes, offset)
        })
    }

    fn private_base(&self, inst: Inst, id: u32) -> Result<(u32, u32), CodegenError> {
        let base = self
            .private_bases
            .get(id as usize)
            .copied()
            .flatten()
            .ok_or_else(|| CodegenError::Internal(format!("private({id}) has no frame slot")))?;
        let words = self
            .func
            .private_arrays
            .get(id as usize)
            .copied()
            .ok_or_else(|| self.unsupported(format!("undeclared private({id})"), Some(inst)))?;
        Ok((base, words))
    }

    /// Byte address (VGPR, or SGPR for a uniform index; without the array base) of word
    /// `index` clamped as the access
    /// kind needs: loads to `words` (the zero word), stores to `words + 1` (the discard
    /// word). `None` for a constant index out of range.
    fn private_word_address(
        &mut self,
        index: Value,
        words: u32,
        store: bool,
    ) -> Result<Option<MOperand>, CodegenError> {
        if let Loc::Const(c) = self.loc(index)? {
            if c >= words {
                return Ok(None);
            }
            let a = MOperand::whole(self.sreg(1), 1);
            self.push(
                op::S_MOV_B32,
                Encoding::Native,
                &[a, const_operand(4 * c, false)],
            )?;
            return Ok(Some(a));
        }
        self.clamped_word_bytes(index, words, store).map(Some)
    }

    /// A dword load from private array `id` at word `index`.
    pub(super) fn private_load(
        &mut self,
        inst: Inst,
        id: u32,
        size: MemSize,
        index: Value,
    ) -> Result<(), CodegenError> {
        if size != MemSize::Dword {
            return Err(self.unsupported(format!("load private({id}) {}", size.name()), Some(inst)));
        }
        let (base, words) = self.private_base(inst, id)?;
        let Some(bytes) = self.private_word_address(index, words, false)? else {
            return self.set(inst, Loc::Const(0));
        };
        let (vaddr, saddr, offset) = self.scratch_address(bytes, base)?;
        let dst = self.def(inst, false)?;
        let load = self.push(
            op::SCRATCH_LOAD_DWORD,
            Encoding::Native,
            &[dst, vaddr, saddr],
        )?;
        load.mem.offset = offset as i32;
        Ok(())
    }

    /// A dword store of `args[1]` to private array `id` at word `args[0]`.
    pub(super) fn private_store(
        &mut self,
        inst: Inst,
        id: u32,
        size: MemSize,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        if size != MemSize::Dword {
            return Err(
                self.unsupported(format!("store private({id}) {}", size.name()), Some(inst))
            );
        }
        let (base, words) = self.private_base(inst, id)?;
        let Some(bytes) = self.private_word_address(args[0], words, true)? else {
            return Ok(());
        };
        let (vaddr, saddr, offset) = self.scratch_address(bytes, base)?;
        let data = self.vgpr_src(args[1])?;
        let store = self.push(
            op::SCRATCH_STORE_DWORD,
            Encoding::Native,
            &[vaddr, data, saddr],
        )?;
        store.mem.offset = offset as i32;
        Ok(())
    }
}
