//! 64-bit integers on VGPR pairs: constants, `iconcat`/`ilo`/`ihi`, add/subtract with carry,
//! bitwise operations per half, 64-bit shifts (`v_lshlrev_b64`, `v_lshrrev_b64`,
//! `v_ashrrev_i64`), multiplication from 32-bit partial products, compares (`v_cmp_*_u64`,
//! `v_cmp_*_i64`) and selects. Every 64-bit value lives in a VGPR pair (low dword first);
//! uniform 64-bit values are not kept in SGPRs yet.

use gcn_isa::{op, Encoding, Modifiers};
use ilc_ir::{Inst, IntCC, Opcode, Value};

use super::{const_operand, Isel, Loc};
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass, VReg};

impl Isel<'_> {
    fn new_pair(&mut self) -> VReg {
        self.mf.new_vreg(RegClass::Vgpr, 2)
    }

    fn new_v1(&mut self) -> MOperand {
        MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1)
    }

    /// The low and high dwords of 64-bit value `v` (a register pair).
    fn halves(&self, v: Value) -> Result<(MOperand, MOperand), CodegenError> {
        match self.loc(v)? {
            Loc::Reg(r, 2) => Ok((MOperand::half(r, 0), MOperand::half(r, 1))),
            other => Err(CodegenError::Internal(format!(
                "64-bit value {v} is not in a register pair: {other:?}"
            ))),
        }
    }

    /// Defines `inst` as the pair (`lo`, `hi`) of 32-bit operands.
    fn def_pair(&mut self, inst: Inst, lo: MOperand, hi: MOperand) -> Result<(), CodegenError> {
        let p = self.new_pair();
        for (i, src) in [lo, hi].into_iter().enumerate() {
            self.push(
                op::V_MOV_B32,
                Encoding::Native,
                &[MOperand::half(p, i as u8), src],
            )?;
        }
        self.set(inst, Loc::Reg(p, 2))
    }

    /// A 64-bit constant, materialised in a VGPR pair.
    pub(super) fn const64(&mut self, inst: Inst, bits: u64) -> Result<(), CodegenError> {
        let lo = const_operand(bits as u32, false);
        let hi = const_operand((bits >> 32) as u32, false);
        self.def_pair(inst, lo, hi)
    }

    /// `iconcat lo, hi`.
    pub(super) fn iconcat(&mut self, inst: Inst, args: [Value; 2]) -> Result<(), CodegenError> {
        let lo = self.src(args[0])?;
        let hi = self.src(args[1])?;
        self.def_pair(inst, lo, hi)
    }

    /// Unary operations with a 64-bit operand: `ilo`, `ihi`, `copy`, `bnot`, `ineg`.
    pub(super) fn int64_unary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        arg: Value,
    ) -> Result<(), CodegenError> {
        let (lo, hi) = self.halves(arg)?;
        let none = Modifiers::default();
        match opcode {
            Opcode::Ilo | Opcode::Ihi => {
                let dst = self.def(inst, false)?;
                let src = if opcode == Opcode::Ilo { lo } else { hi };
                self.push(op::V_MOV_B32, Encoding::Native, &[dst, src])?;
                Ok(())
            }
            Opcode::Copy => self.def_pair(inst, lo, hi),
            Opcode::Bnot => {
                let p = self.new_pair();
                self.valu(op::V_NOT_B32, MOperand::half(p, 0), vec![lo], false, none)?;
                self.valu(op::V_NOT_B32, MOperand::half(p, 1), vec![hi], false, none)?;
                self.set(inst, Loc::Reg(p, 2))
            }
            Opcode::Ineg => {
                let p = self.new_pair();
                let carry = MOperand::whole(self.sreg(2), 2);
                let zero = const_operand(0, false);
                self.push(
                    op::V_SUB_CO_U32,
                    Encoding::Vop3,
                    &[MOperand::half(p, 0), carry, zero, lo],
                )?;
                let unused = MOperand::whole(self.sreg(2), 2);
                self.push(
                    op::V_SUBB_CO_U32,
                    Encoding::Vop3,
                    &[MOperand::half(p, 1), unused, zero, hi, carry],
                )?;
                self.set(inst, Loc::Reg(p, 2))
            }
            _ => Err(self.unsupported(format!("{} on i64", opcode.name()), Some(inst))),
        }
    }

    /// Binary operations on i64.
    pub(super) fn int64_binary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let (alo, ahi) = self.halves(args[0])?;
        let (blo, bhi) = self.halves(args[1])?;
        let none = Modifiers::default();
        let p = self.new_pair();
        let (dlo, dhi) = (MOperand::half(p, 0), MOperand::half(p, 1));
        match opcode {
            Opcode::Iadd | Opcode::Isub => {
                let (first, second) = if opcode == Opcode::Iadd {
                    (op::V_ADD_CO_U32, op::V_ADDC_CO_U32)
                } else {
                    (op::V_SUB_CO_U32, op::V_SUBB_CO_U32)
                };
                let carry = MOperand::whole(self.sreg(2), 2);
                self.push(first, Encoding::Vop3, &[dlo, carry, alo, blo])?;
                let unused = MOperand::whole(self.sreg(2), 2);
                self.push(second, Encoding::Vop3, &[dhi, unused, ahi, bhi, carry])?;
            }
            Opcode::Band | Opcode::Bor | Opcode::Bxor => {
                let name = match opcode {
                    Opcode::Band => op::V_AND_B32,
                    Opcode::Bor => op::V_OR_B32,
                    _ => op::V_XOR_B32,
                };
                self.valu(name, dlo, vec![alo, blo], true, none)?;
                self.valu(name, dhi, vec![ahi, bhi], true, none)?;
            }
            Opcode::Ishl | Opcode::Ushr | Opcode::Sshr => {
                // The amount is the low dword (the hardware uses its low 6 bits, as the IR's
                // shifts do).
                let name = match opcode {
                    Opcode::Ishl => op::V_LSHLREV_B64,
                    Opcode::Ushr => op::V_LSHRREV_B64,
                    _ => op::V_ASHRREV_I64,
                };
                let a = MOperand::whole(
                    self.halves(args[0])?
                        .0
                        .vreg()
                        .ok_or_else(|| CodegenError::Internal("pair without register".into()))?,
                    2,
                );
                self.valu(name, MOperand::whole(p, 2), vec![blo, a], false, none)?;
            }
            Opcode::Imul => {
                // lo = lo(a.lo*b.lo); hi = hi(a.lo*b.lo) + a.lo*b.hi + a.hi*b.lo.
                let [h0, c1, c2, s] = [(); 4].map(|_| self.new_v1());
                self.valu(op::V_MUL_HI_U32, h0, vec![alo, blo], true, none)?;
                self.valu(op::V_MUL_LO_U32, c1, vec![alo, bhi], true, none)?;
                self.valu(op::V_MUL_LO_U32, c2, vec![ahi, blo], true, none)?;
                self.valu(op::V_ADD_U32, s, vec![h0, c1], true, none)?;
                self.valu(op::V_MUL_LO_U32, dlo, vec![alo, blo], true, none)?;
                self.valu(op::V_ADD_U32, dhi, vec![s, c2], true, none)?;
            }
            _ => return Err(self.unsupported(format!("{} on i64", opcode.name()), Some(inst))),
        }
        self.set(inst, Loc::Reg(p, 2))
    }

    /// Integer compares of i64 values into a lane mask.
    pub(super) fn int64_compare(
        &mut self,
        inst: Inst,
        cond: IntCC,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let name = match cond {
            IntCC::Eq => op::V_CMP_EQ_U64,
            IntCC::Ne => op::V_CMP_NE_U64,
            IntCC::Slt => op::V_CMP_LT_I64,
            IntCC::Sge => op::V_CMP_GE_I64,
            IntCC::Sgt => op::V_CMP_GT_I64,
            IntCC::Sle => op::V_CMP_LE_I64,
            IntCC::Ult => op::V_CMP_LT_U64,
            IntCC::Uge => op::V_CMP_GE_U64,
            IntCC::Ugt => op::V_CMP_GT_U64,
            IntCC::Ule => op::V_CMP_LE_U64,
        };
        let whole = |isel: &Self, v: Value| -> Result<MOperand, CodegenError> {
            match isel.loc(v)? {
                Loc::Reg(r, 2) => Ok(MOperand::whole(r, 2)),
                _ => Err(CodegenError::Internal("i64 compare operand".into())),
            }
        };
        let a = whole(self, args[0])?;
        let b = whole(self, args[1])?;
        let m = MOperand::whole(self.sreg(2), 2);
        self.push(name, Encoding::Vop3, &[m, a, b])?;
        self.def_mask(inst, m)
    }

    /// `select c, t, f` of 64-bit values, per half.
    pub(super) fn select64(&mut self, inst: Inst, args: [Value; 3]) -> Result<(), CodegenError> {
        let mask = self.mask_of(args[0])?;
        let (tlo, thi) = self.halves(args[1])?;
        let (flo, fhi) = self.halves(args[2])?;
        let p = self.new_pair();
        self.cndmask(MOperand::half(p, 0), flo, tlo, mask)?;
        self.cndmask(MOperand::half(p, 1), fhi, thi, mask)?;
        self.set(inst, Loc::Reg(p, 2))
    }
}
