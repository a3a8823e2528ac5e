//! Memory access: global memory (UAVs, constant buffers, `g[]`) through `global_*` with a
//! 64-bit SGPR base from the kernarg segment and a 32-bit VGPR byte offset (a UAV's base is
//! the first half of its buffer resource; [`crate::uav_resources`] turns its loads and stores
//! into bounds-checked `buffer_*` after register allocation), uniform
//! constant-buffer reads through SMEM, LDS through DS instructions, and atomics; indexed
//! temps ([`super::private`]) and the immediate constant buffer ([`super::icb`]) have
//! modules of their own.

use gcn_isa::{op, Encoding, Modifiers, Op, Operand};
use ilc_ir::{AddressSpace, AtomicOp, Inst, MemSize, Value};

use super::{const_operand, Isel, Loc};
use crate::abi::KernargSlotKind;
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass};

/// Atomic operations: (IR op, GLOBAL opcode if the hardware has one, LDS opcode). All return
/// the old value (GLOBAL with `glc`). `cmpxchg` takes (new, compare) in a VGPR pair for
/// GLOBAL and (compare, new) as DATA0/DATA1 for LDS (`ds_cmpst`).
const ATOMICS: &[(AtomicOp, Option<Op>, Op)] = &[
    (
        AtomicOp::Add,
        Some(op::GLOBAL_ATOMIC_ADD),
        op::DS_ADD_RTN_U32,
    ),
    (
        AtomicOp::Sub,
        Some(op::GLOBAL_ATOMIC_SUB),
        op::DS_SUB_RTN_U32,
    ),
    (AtomicOp::Rsub, None, op::DS_RSUB_RTN_U32),
    (
        AtomicOp::Smin,
        Some(op::GLOBAL_ATOMIC_SMIN),
        op::DS_MIN_RTN_I32,
    ),
    (
        AtomicOp::Smax,
        Some(op::GLOBAL_ATOMIC_SMAX),
        op::DS_MAX_RTN_I32,
    ),
    (
        AtomicOp::Umin,
        Some(op::GLOBAL_ATOMIC_UMIN),
        op::DS_MIN_RTN_U32,
    ),
    (
        AtomicOp::Umax,
        Some(op::GLOBAL_ATOMIC_UMAX),
        op::DS_MAX_RTN_U32,
    ),
    (
        AtomicOp::And,
        Some(op::GLOBAL_ATOMIC_AND),
        op::DS_AND_RTN_B32,
    ),
    (AtomicOp::Or, Some(op::GLOBAL_ATOMIC_OR), op::DS_OR_RTN_B32),
    (
        AtomicOp::Xor,
        Some(op::GLOBAL_ATOMIC_XOR),
        op::DS_XOR_RTN_B32,
    ),
    (
        AtomicOp::Xchg,
        Some(op::GLOBAL_ATOMIC_SWAP),
        op::DS_WRXCHG_RTN_B32,
    ),
    (
        AtomicOp::CmpXchg,
        Some(op::GLOBAL_ATOMIC_CMPSWAP),
        op::DS_CMPST_RTN_B32,
    ),
    (
        AtomicOp::Uinc,
        Some(op::GLOBAL_ATOMIC_INC),
        op::DS_INC_RTN_U32,
    ),
    (
        AtomicOp::Udec,
        Some(op::GLOBAL_ATOMIC_DEC),
        op::DS_DEC_RTN_U32,
    ),
];

/// Vector memory opcodes by access size: (size, GLOBAL load, LDS load, GLOBAL store, LDS
/// store). Loads zero- or sign-extend as the size says; stores keep the low bits.
const SIZED: &[(MemSize, Op, Op, Op, Op)] = &[
    (
        MemSize::Dword,
        op::GLOBAL_LOAD_DWORD,
        op::DS_READ_B32,
        op::GLOBAL_STORE_DWORD,
        op::DS_WRITE_B32,
    ),
    (
        MemSize::U8,
        op::GLOBAL_LOAD_UBYTE,
        op::DS_READ_U8,
        op::GLOBAL_STORE_BYTE,
        op::DS_WRITE_B8,
    ),
    (
        MemSize::I8,
        op::GLOBAL_LOAD_SBYTE,
        op::DS_READ_I8,
        op::GLOBAL_STORE_BYTE,
        op::DS_WRITE_B8,
    ),
    (
        MemSize::U16,
        op::GLOBAL_LOAD_USHORT,
        op::DS_READ_U16,
        op::GLOBAL_STORE_SHORT,
        op::DS_WRITE_B16,
    ),
    (
        MemSize::I16,
        op::GLOBAL_LOAD_SSHORT,
        op::DS_READ_I16,
        op::GLOBAL_STORE_SHORT,
        op::DS_WRITE_B16,
    ),
];

/// The opcodes of an access size.
fn sized(size: MemSize) -> Option<&'static (MemSize, Op, Op, Op, Op)> {
    SIZED.iter().find(|r| r.0 == size)
}

impl Isel<'_> {
    pub(super) fn buffer_base(&self, kind: KernargSlotKind) -> Result<MOperand, CodegenError> {
        if let KernargSlotKind::Uav(n) = kind {
            // Words 0-1 of the UAV's buffer resource are its 64-bit base address.
            return self
                .uav_resources
                .get(&n)
                .map(|&first| MOperand::Fixed(Operand::Sgpr(gcn_isa::RegRange { first, count: 2 })))
                .ok_or_else(|| CodegenError::Internal(format!("uav{n} has no buffer resource")));
        }
        self.kernarg_regs
            .get(&kind)
            .map(|r| MOperand::whole(*r, 2))
            .ok_or_else(|| CodegenError::Internal(format!("{kind:?} has no kernarg slot")))
    }

    /// Base pair, 32-bit VGPR byte offset and immediate byte offset of a global-memory access
    /// (`global_*` with SADDR): raw UAV addresses are bytes (constant additions folded into
    /// the immediate, see [`super::address_fold`]), typed UAV and `g[]` addresses count dwords.
    pub(super) fn global_address(
        &mut self,
        space: AddressSpace,
        addr: Value,
    ) -> Result<(MOperand, MOperand, i32), CodegenError> {
        let kind = kernarg_kind(space)
            .ok_or_else(|| CodegenError::Internal(format!("{space:?} is not global memory")))?;
        let base = self.buffer_base(kind)?;
        if space.is_byte_addressed() {
            let (root, imm) = self.folded.resolve(addr);
            let imm = i32::try_from(imm)
                .map_err(|_| CodegenError::Internal(format!("address offset {imm}")))?;
            return Ok((base, self.vgpr_src(root)?, imm));
        }
        let offset = {
            let a = self.src(addr)?;
            let t = self.vreg();
            self.valu(
                op::V_LSHLREV_B32,
                MOperand::whole(t, 1),
                vec![const_operand(2, false), a],
                false,
                Modifiers::default(),
            )?;
            MOperand::whole(t, 1)
        };
        Ok((base, offset, 0))
    }

    /// Address VGPR and immediate byte offset (the DS `offset` field) of an LDS load or
    /// store: constant additions are folded into the offset (see [`super::address_fold`]).
    fn lds_address(&mut self, addr: Value) -> Result<(MOperand, i32), CodegenError> {
        let (root, imm) = self.folded.resolve(addr);
        let imm =
            i32::try_from(imm).map_err(|_| CodegenError::Internal(format!("LDS offset {imm}")))?;
        Ok((self.vgpr_src(root)?, imm))
    }

    pub(super) fn atomic(
        &mut self,
        inst: Inst,
        op: AtomicOp,
        space: AddressSpace,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let unsupported = || format!("atomic {} on {}", op.name(), space_name(space));
        let row = ATOMICS.iter().find(|r| r.0 == op);
        let (Some(row), [addr, src, rest @ ..]) = (row, args) else {
            return Err(self.unsupported(unsupported(), Some(inst)));
        };
        let cmp = rest.first().copied();
        match space {
            AddressSpace::Lds => {
                let offset = self.vgpr_src(*addr)?;
                let data = self.vgpr_src(*src)?;
                let mut ops = vec![offset];
                match cmp {
                    Some(c) => {
                        let c = self.vgpr_src(c)?;
                        ops.extend([c, data]);
                    }
                    None => ops.push(data),
                }
                let dst = self.def(inst, false)?;
                ops.insert(0, dst);
                self.push(row.2, Encoding::Native, &ops)?;
                Ok(())
            }
            AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global => {
                let name = row
                    .1
                    .ok_or_else(|| self.unsupported(unsupported(), Some(inst)))?;
                let (base, offset, imm) = self.global_address(space, *addr)?;
                let uav = matches!(space, AddressSpace::Uav(_) | AddressSpace::TypedUav(_));
                // A UAV atomic whose old value nobody reads returns nothing (no `glc`).
                let returns = !uav
                    || self
                        .func
                        .inst_result(inst)
                        .is_some_and(|v| self.uses[v] > 0);
                let data = match cmp {
                    Some(c) => {
                        let pair = self.mf.new_vreg(RegClass::Vgpr, 2);
                        let s = self.src(*src)?;
                        let c = self.src(c)?;
                        self.push(
                            op::V_MOV_B32,
                            Encoding::Native,
                            &[MOperand::half(pair, 0), s],
                        )?;
                        self.push(
                            op::V_MOV_B32,
                            Encoding::Native,
                            &[MOperand::half(pair, 1), c],
                        )?;
                        MOperand::whole(pair, 2)
                    }
                    // A UAV atomic becomes a MUBUF one after register allocation
                    // ([`crate::uav_resources`]), which returns into its data register:
                    // give it a register of its own that dies at the atomic.
                    None if uav && returns => {
                        let copy = self.mf.new_vreg(RegClass::Vgpr, 1);
                        let s = self.src(*src)?;
                        self.push(
                            op::V_MOV_B32,
                            Encoding::Native,
                            &[MOperand::whole(copy, 1), s],
                        )?;
                        MOperand::whole(copy, 1)
                    }
                    None => self.vgpr_src(*src)?,
                };
                let dst = self.def(inst, false)?;
                let atomic = self.push(name, Encoding::Native, &[dst, offset, data, base])?;
                atomic.mem.glc = returns;
                atomic.mem.offset = imm;
                Ok(())
            }
            _ => Err(self.unsupported(unsupported(), Some(inst))),
        }
    }

    pub(super) fn load(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        size: MemSize,
        addr: Value,
    ) -> Result<(), CodegenError> {
        let row = sized(size);
        match (space, row) {
            (
                AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global,
                Some(row),
            ) => {
                let (base, offset, imm) = self.global_address(space, addr)?;
                let dst = self.def(inst, false)?;
                self.push(row.1, Encoding::Native, &[dst, offset, base])?
                    .mem
                    .offset = imm;
                Ok(())
            }
            (AddressSpace::Lds, Some(row)) => {
                let (offset, imm) = self.lds_address(addr)?;
                let dst = self.def(inst, false)?;
                self.push(row.2, Encoding::Native, &[dst, offset])?
                    .mem
                    .offset = imm;
                Ok(())
            }
            (AddressSpace::Private(id), _) => self.private_load(inst, id, size, addr),
            (AddressSpace::Icb, _) => self.icb_load(inst, size, addr),
            (AddressSpace::Cb(id), _) if size == MemSize::Dword => {
                let base = self.buffer_base(KernargSlotKind::ConstantBuffer(id))?;
                if self.is_scalar(addr) {
                    let offset = match self.loc(addr)? {
                        Loc::Const(idx) if idx < (1 << 18) => {
                            MOperand::Fixed(Operand::Imm((idx * 4) as i32))
                        }
                        _ => {
                            let a = self.src(addr)?;
                            let t = self.sreg(1);
                            self.push(
                                op::S_LSHL_B32,
                                Encoding::Native,
                                &[MOperand::whole(t, 1), a, const_operand(2, false)],
                            )?;
                            MOperand::whole(t, 1)
                        }
                    };
                    let dst = self.def(inst, true)?;
                    self.push(op::S_LOAD_DWORD, Encoding::Native, &[dst, base, offset])?;
                    return Ok(());
                }
                let a = self.src(addr)?;
                let t = self.vreg();
                self.valu(
                    op::V_LSHLREV_B32,
                    MOperand::whole(t, 1),
                    vec![const_operand(2, false), a],
                    false,
                    Modifiers::default(),
                )?;
                let dst = self.def(inst, false)?;
                self.push(
                    op::GLOBAL_LOAD_DWORD,
                    Encoding::Native,
                    &[dst, MOperand::whole(t, 1), base],
                )?;
                Ok(())
            }
            _ => Err(self.unsupported(
                format!("load {} {}", space_name(space), size.name()),
                Some(inst),
            )),
        }
    }

    pub(super) fn store(
        &mut self,
        inst: Inst,
        space: AddressSpace,
        size: MemSize,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        match (space, sized(size)) {
            (
                AddressSpace::Uav(_) | AddressSpace::TypedUav(_) | AddressSpace::Global,
                Some(row),
            ) => {
                let (base, offset, imm) = self.global_address(space, args[0])?;
                let data = self.vgpr_src(args[1])?;
                self.push(row.3, Encoding::Native, &[offset, data, base])?
                    .mem
                    .offset = imm;
                Ok(())
            }
            (AddressSpace::Lds, Some(row)) => {
                let (offset, imm) = self.lds_address(args[0])?;
                let data = self.vgpr_src(args[1])?;
                self.push(row.4, Encoding::Native, &[offset, data])?
                    .mem
                    .offset = imm;
                Ok(())
            }
            (AddressSpace::Private(id), _) => self.private_store(inst, id, size, args),
            _ => Err(self.unsupported(
                format!("store {} {}", space_name(space), size.name()),
                Some(inst),
            )),
        }
    }

    /// Byte offset (SGPR when `index` is in one, else VGPR) of word `index` of a `words`-word
    /// array, clamped as the access kind needs: loads to `words` (a zero word after the
    /// data), stores to `words + 1` (a discard word).
    pub(super) fn clamped_word_bytes(
        &mut self,
        index: Value,
        words: u32,
        store: bool,
    ) -> Result<MOperand, CodegenError> {
        let idx = self.src(index)?;
        if self.is_scalar(index) {
            // Uniform index: clamp and scale on the scalar unit, address in `saddr`.
            let clamped = MOperand::whole(self.sreg(1), 1);
            if store {
                self.push(
                    op::S_CMP_LT_U32,
                    Encoding::Native,
                    &[idx, const_operand(words, false)],
                )?;
                self.push(
                    op::S_CSELECT_B32,
                    Encoding::Native,
                    &[clamped, idx, const_operand(words + 1, false)],
                )?;
            } else {
                self.push(
                    op::S_MIN_U32,
                    Encoding::Native,
                    &[clamped, idx, const_operand(words, false)],
                )?;
            }
            let bytes = MOperand::whole(self.sreg(1), 1);
            self.push(
                op::S_LSHL_B32,
                Encoding::Native,
                &[bytes, clamped, const_operand(2, false)],
            )?;
            return Ok(bytes);
        }
        let none = Modifiers::default();
        let clamped = MOperand::whole(self.vreg(), 1);
        if store {
            let in_range = self.vcmp(op::V_CMP_GT_U32, const_operand(words, false), idx)?;
            self.cndmask(clamped, const_operand(words + 1, false), idx, in_range)?;
        } else {
            self.valu(
                op::V_MIN_U32,
                clamped,
                vec![const_operand(words, false), idx],
                true,
                none,
            )?;
        }
        let bytes = MOperand::whole(self.vreg(), 1);
        self.valu(
            op::V_LSHLREV_B32,
            bytes,
            vec![const_operand(2, false), clamped],
            false,
            none,
        )?;
        Ok(bytes)
    }
}

/// The kernarg slot holding the base address of a memory space, if it has one.
pub(super) fn kernarg_kind(space: AddressSpace) -> Option<KernargSlotKind> {
    match space {
        AddressSpace::Uav(id) | AddressSpace::TypedUav(id) => Some(KernargSlotKind::Uav(id)),
        AddressSpace::Cb(id) => Some(KernargSlotKind::ConstantBuffer(id)),
        AddressSpace::Global => Some(KernargSlotKind::Global),
        _ => None,
    }
}

/// The IR's name of an address space, for error messages.
fn space_name(space: AddressSpace) -> String {
    match space {
        AddressSpace::Uav(id) => format!("uav({id})"),
        AddressSpace::TypedUav(id) => format!("typed_uav({id})"),
        AddressSpace::Global => "g[]".into(),
        AddressSpace::Lds => "lds".into(),
        AddressSpace::Cb(id) => format!("cb{id}"),
        AddressSpace::Icb => "icb".into(),
        AddressSpace::Private(id) => format!("private({id})"),
        AddressSpace::Gds => "gds".into(),
        AddressSpace::Interpolant(id) => format!("interpolant v{id}"),
        AddressSpace::VertexInput(id) => format!("vertex input v{id}"),
        AddressSpace::Output(id) => format!("output o{id}"),
        AddressSpace::Discard => "discard".into(),
    }
}
