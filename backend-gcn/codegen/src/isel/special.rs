//! Dispatch registers: work-item and work-group ids, flat ids, group sizes and counts.
//!
//! The hardware provides the work-item ids in v0–v2 and the work-group ids in SGPRs (see
//! `abi`); group sizes come from the dispatch packet and group counts from kernel arguments.
//! When the program declares its group size (`dcl_num_thread_per_group`, which every launch
//! must match), the sizes are constants instead: no packet loads, shifts for power-of-two
//! sizes, and ids along axes of size 1 drop out of the flat ids. Group-level values (flat
//! group id, scaled group offsets) are uniform and computed with SALU instructions.
//!
//! The flat ids are computed once per machine block: `vAbsTidFlat` needs both the flat
//! group id and the flat local id, which a program often reads on their own too (see
//! [`FlatIds`]).

use gcn_isa::{op, Encoding, Modifiers, Op, Operand};
use ilc_ir::{Inst, SpecialKind};

use gcn_isa::operand::SpecialReg;

use super::{const_operand, Isel, Loc};
use crate::abi::{self, PacketWord};
use crate::error::CodegenError;
use crate::mir::{MBlock, MOperand};

/// The flat local and group ids computed so far in one machine block, each with the length
/// of the block right after its computation: a later read in the same block reuses the
/// register, the local id (a VGPR) only while no instruction since has written EXEC (lanes
/// enabled later would not hold it), the group id (an SGPR, computed whatever EXEC is)
/// always.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct FlatIds {
    local: Option<(MBlock, usize, MOperand)>,
    group: Option<(MBlock, usize, MOperand)>,
}

/// The dispatch-packet words a dispatch register needs (none when the group size is
/// declared; group counts are kernel arguments).
pub(super) fn packet_words_for(
    kind: SpecialKind,
    axis: u8,
    declared: Option<[u32; 3]>,
) -> Vec<PacketWord> {
    if declared.is_some() {
        return Vec::new();
    }
    match kind {
        SpecialKind::GlobalId | SpecialKind::GroupSize => vec![PacketWord::group_size(axis)],
        SpecialKind::LocalFlat => vec![PacketWord::GroupSizeXy],
        SpecialKind::NumGroups | SpecialKind::GroupFlat => Vec::new(),
        SpecialKind::GlobalFlat => vec![PacketWord::GroupSizeXy, PacketWord::GroupSizeZ],
        SpecialKind::LocalId | SpecialKind::GroupId => Vec::new(),
    }
}

fn work_item_id(axis: u16) -> MOperand {
    MOperand::Fixed(Operand::vgpr(abi::WORKITEM_ID_VGPR + axis))
}

fn work_group_id(axis: u16) -> MOperand {
    MOperand::Fixed(Operand::sgpr(abi::WORKGROUP_ID_SGPR + axis))
}

impl Isel<'_> {
    /// Selects a dispatch-register read.
    pub(super) fn special(
        &mut self,
        inst: Inst,
        kind: SpecialKind,
        axis: u8,
    ) -> Result<(), CodegenError> {
        let axis16 = u16::from(axis.min(2));
        match kind {
            SpecialKind::LocalId => match self.func.group_size {
                Some(size) if size[usize::from(axis16)] == 1 => self.set(inst, Loc::Const(0)),
                _ => self.set(
                    inst,
                    Loc::Fixed(Operand::vgpr(abi::WORKITEM_ID_VGPR + axis16)),
                ),
            },
            SpecialKind::GroupId => self.set(
                inst,
                Loc::Fixed(Operand::sgpr(abi::WORKGROUP_ID_SGPR + axis16)),
            ),
            SpecialKind::GroupSize => match self.func.group_size {
                Some(size) => self.set(inst, Loc::Const(size[usize::from(axis16)])),
                None => {
                    let size = self.group_size(axis)?;
                    let r = size.vreg().ok_or_else(|| {
                        CodegenError::Internal("group size not in a register".into())
                    })?;
                    self.set(inst, Loc::Reg(r, 1))
                }
            },
            SpecialKind::GlobalId => {
                if let Some(n) = self.func.group_size.map(|s| s[usize::from(axis16)]) {
                    if n > 1 && n.is_power_of_two() {
                        // group id << log2(size) + local id in one VOP3.
                        let dst = self.def(inst, false)?;
                        return self.valu(
                            op::V_LSHL_ADD_U32,
                            dst,
                            vec![
                                work_group_id(axis16),
                                const_operand(n.trailing_zeros(), false),
                                work_item_id(axis16),
                            ],
                            false,
                            Modifiers::default(),
                        );
                    }
                }
                let size = self.group_size(axis)?;
                let base = self.scaled_scalar(work_group_id(axis16), size)?;
                let id = match self.func.group_size {
                    Some(s) if s[usize::from(axis16)] == 1 => const_operand(0, false),
                    _ => work_item_id(axis16),
                };
                let dst = self.def(inst, false)?;
                self.valu(
                    op::V_ADD_U32,
                    dst,
                    vec![base, id],
                    true,
                    Modifiers::default(),
                )
            }
            SpecialKind::LocalFlat => {
                let flat = self.local_flat()?;
                match flat {
                    MOperand::Fixed(o) => self.set(inst, Loc::Fixed(o)),
                    MOperand::Virt { reg, .. } => self.set(inst, Loc::Reg(reg, 1)),
                    MOperand::Block(_) => Err(CodegenError::Internal("flat id is a block".into())),
                }
            }
            SpecialKind::NumGroups => {
                let n = self.num_groups(axis)?;
                let r = n.vreg().ok_or_else(|| {
                    CodegenError::Internal("group count not in a register".into())
                })?;
                self.set(inst, Loc::Reg(r, 1))
            }
            SpecialKind::GroupFlat => {
                let flat = self.group_flat()?;
                let r = flat.vreg().ok_or_else(|| {
                    CodegenError::Internal("flat group id not in a register".into())
                })?;
                self.set(inst, Loc::Reg(r, 1))
            }
            SpecialKind::GlobalFlat => {
                // group_flat * (Dx * Dy * Dz) + local_flat.
                let group = self.group_flat()?;
                let volume = match self.func.group_size {
                    Some([x, y, z]) => const_operand(x.wrapping_mul(y).wrapping_mul(z), false),
                    None => {
                        let (dx, dy, dz) = (
                            self.group_size(0)?,
                            self.group_size(1)?,
                            self.group_size(2)?,
                        );
                        let dxy = self.scalar_op(op::S_MUL_I32, dx, dy)?;
                        self.scalar_op(op::S_MUL_I32, dxy, dz)?
                    }
                };
                let scaled = self.scaled_scalar(group, volume)?;
                let local = self.local_flat()?;
                let dst = self.def(inst, false)?;
                self.valu(
                    op::V_ADD_U32,
                    dst,
                    vec![scaled, local],
                    true,
                    Modifiers::default(),
                )
            }
        }
    }

    /// `op a, b` into a new SGPR.
    fn scalar_op(&mut self, op: Op, a: MOperand, b: MOperand) -> Result<MOperand, CodegenError> {
        let r = MOperand::whole(self.sreg(1), 1);
        self.push(op, Encoding::Native, &[r, a, b])?;
        Ok(r)
    }

    /// `value * factor` of two scalar operands into a new SGPR; a shift when `factor` is a
    /// constant power of two.
    fn scaled_scalar(
        &mut self,
        value: MOperand,
        factor: MOperand,
    ) -> Result<MOperand, CodegenError> {
        let constant = match factor {
            MOperand::Fixed(Operand::Literal(bits)) => Some(bits),
            MOperand::Fixed(Operand::Inline(code @ 128..=192)) => Some(u32::from(code - 128)),
            _ => None,
        };
        match constant {
            Some(c) if c.is_power_of_two() => {
                let shift = const_operand(c.trailing_zeros(), false);
                self.scalar_op(op::S_LSHL_B32, value, shift)
            }
            _ => self.scalar_op(op::S_MUL_I32, value, factor),
        }
    }

    /// A dispatch-packet word loaded by the prologue.
    fn packet_word(&self, word: PacketWord) -> Result<MOperand, CodegenError> {
        self.packet_words[word.index()]
            .map(|r| MOperand::whole(r, 1))
            .ok_or_else(|| CodegenError::Internal(format!("packet word {word:?} not loaded")))
    }

    /// The work-group size along `axis`: the declared constant, else a new SGPR holding the
    /// 16-bit field of the dispatch packet.
    pub(super) fn group_size(&mut self, axis: u8) -> Result<MOperand, CodegenError> {
        if let Some(size) = self.func.group_size {
            return Ok(const_operand(size[usize::from(axis.min(2))], false));
        }
        let (name, imm) = match axis {
            1 => (op::S_LSHR_B32, 16),
            _ => (op::S_AND_B32, 0xffff),
        };
        let word = self.packet_word(PacketWord::group_size(axis))?;
        self.scalar_op(name, word, const_operand(imm, false))
    }

    /// The number of work-groups along `axis` (a kernel argument: the host divides the grid
    /// by the group size, see `abi`), in an SGPR.
    fn num_groups(&mut self, axis: u8) -> Result<MOperand, CodegenError> {
        let kind = crate::abi::KernargSlotKind::NumGroups(axis.min(2));
        self.kernarg_regs
            .get(&kind)
            .map(|&r| MOperand::whole(r, 1))
            .ok_or_else(|| CodegenError::Internal(format!("{kind:?} not loaded")))
    }

    /// Whether an instruction of the current machine block from index `since` on writes EXEC.
    fn exec_written_since(&self, since: usize) -> bool {
        self.mf.blocks[self.cur]
            .insts
            .get(since..)
            .unwrap_or_default()
            .iter()
            .any(|inst| {
                inst.operands_with_access().any(|(o, write)| {
                    write
                        && matches!(
                            o,
                            MOperand::Fixed(Operand::Special(
                                SpecialReg::ExecLo | SpecialReg::ExecHi
                            ))
                        )
                })
            })
    }

    /// The flat local id ([`Self::compute_local_flat`]), computed once per machine block
    /// while EXEC stays.
    fn local_flat(&mut self) -> Result<MOperand, CodegenError> {
        if let Some((block, since, id)) = self.flat_ids.local {
            if block == self.cur && !self.exec_written_since(since) {
                return Ok(id);
            }
        }
        let id = self.compute_local_flat()?;
        if let MOperand::Virt { .. } = id {
            let len = self.mf.blocks[self.cur].insts.len();
            self.flat_ids.local = Some((self.cur, len, id));
        }
        Ok(id)
    }

    /// The flat group id ([`Self::compute_group_flat`]), computed once per machine block.
    fn group_flat(&mut self) -> Result<MOperand, CodegenError> {
        if let Some((block, _, id)) = self.flat_ids.group {
            if block == self.cur {
                return Ok(id);
            }
        }
        let id = self.compute_group_flat()?;
        let len = self.mf.blocks[self.cur].insts.len();
        self.flat_ids.group = Some((self.cur, len, id));
        Ok(id)
    }

    /// `(z * Dy + y) * Dx + x` of the work-item ids (ids and sizes are below 2^24); with a
    /// declared size, axes of size 1 drop out (a one-dimensional group's flat id is v0).
    fn compute_local_flat(&mut self) -> Result<MOperand, CodegenError> {
        let none = Modifiers::default();
        let (y_used, z_used) = match self.func.group_size {
            Some([_, y, z]) => (y != 1 || z != 1, z != 1),
            None => (true, true),
        };
        if !y_used {
            return Ok(work_item_id(0));
        }
        let dx = self.group_size(0)?;
        let zy = if z_used {
            let dy = self.group_size(1)?;
            let zy = MOperand::whole(self.vreg(), 1);
            self.valu(
                op::V_MAD_U32_U24,
                zy,
                vec![work_item_id(2), dy, work_item_id(1)],
                false,
                none,
            )?;
            zy
        } else {
            work_item_id(1)
        };
        let dst = MOperand::whole(self.vreg(), 1);
        self.valu(
            op::V_MAD_U32_U24,
            dst,
            vec![zy, dx, work_item_id(0)],
            false,
            none,
        )?;
        Ok(dst)
    }

    /// `(z * Gy + y) * Gx + x` of the work-group ids, with SALU instructions.
    fn compute_group_flat(&mut self) -> Result<MOperand, CodegenError> {
        let gx = self.num_groups(0)?;
        let gy = self.num_groups(1)?;
        let zy = self.scalar_op(op::S_MUL_I32, gy, work_group_id(2))?;
        let zy_y = self.scalar_op(op::S_ADD_I32, zy, work_group_id(1))?;
        let zyx = self.scalar_op(op::S_MUL_I32, zy_y, gx)?;
        self.scalar_op(op::S_ADD_I32, zyx, work_group_id(0))
    }
}
