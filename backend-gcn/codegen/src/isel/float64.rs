//! Doubles on VGPR pairs: `fpromote`/`fdemote`, add/sub/mul/min/max, the IL's unfused
//! `fmad` (multiply, then add), `ffma`, compares, and correctly rounded division (LLVM's
//! `v_div_scale_f64` / `v_rcp_f64` / Newton-Raphson `v_fma_f64` / `v_div_fmas_f64` /
//! `v_div_fixup_f64` sequence) with the IR's zero-divisor result. f64 denormals are kept
//! (the kernel's MODE), as IL doubles are IEEE.

use gcn_isa::{op, Encoding, Modifiers, Operand};
use ilc_ir::{FloatCC, FloatFlags, Inst, Opcode, Value, ZeroOp};

use super::{const_operand, Isel, Loc};
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass};

impl Isel<'_> {
    fn pair(&mut self) -> MOperand {
        MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 2), 2)
    }

    /// A 64-bit value as a whole pair operand.
    fn pair_src(&self, v: Value) -> Result<MOperand, CodegenError> {
        match self.loc(v)? {
            Loc::Reg(r, 2) => Ok(MOperand::whole(r, 2)),
            other => Err(CodegenError::Internal(format!(
                "f64 value {v} is not in a register pair: {other:?}"
            ))),
        }
    }

    fn def_pair_reg(&mut self, inst: Inst, p: MOperand) -> Result<(), CodegenError> {
        let r = p
            .vreg()
            .ok_or_else(|| CodegenError::Internal("f64 result not in a register".into()))?;
        self.set(inst, Loc::Reg(r, 2))
    }

    fn f64_mods(flags: FloatFlags) -> Modifiers {
        Modifiers {
            neg: flags.neg,
            abs: flags.abs,
            clamp: flags.sat,
            ..Modifiers::default()
        }
    }

    /// `fpromote` (f32 → f64) and `fdemote` (f64 → f32).
    pub(super) fn float_convert64(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        arg: Value,
    ) -> Result<(), CodegenError> {
        let none = Modifiers::default();
        match opcode {
            Opcode::Fpromote => {
                let a = self.src(arg)?;
                let p = self.pair();
                self.valu(op::V_CVT_F64_F32, p, vec![a], false, none)?;
                self.def_pair_reg(inst, p)
            }
            _ => {
                let a = self.pair_src(arg)?;
                let dst = self.def(inst, false)?;
                self.valu(op::V_CVT_F32_F64, dst, vec![a], false, none)
            }
        }
    }

    /// Unary f64 operations: negation, absolute value, copy (as bit operations on the high
    /// dword).
    pub(super) fn float64_unary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        arg: Value,
    ) -> Result<(), CodegenError> {
        if opcode == Opcode::Ffract {
            return self.fract64(inst, flags, arg);
        }
        if flags.sat || flags.abs != 0 || flags.neg != 0 {
            return Err(self.unsupported(
                format!("{} with modifiers on f64", opcode.name()),
                Some(inst),
            ));
        }
        let a = self.pair_src(arg)?;
        let r = a
            .vreg()
            .ok_or_else(|| CodegenError::Internal("f64 operand".into()))?;
        let (lo, hi) = (MOperand::half(r, 0), MOperand::half(r, 1));
        let p = self.pair();
        let pr = p
            .vreg()
            .ok_or_else(|| CodegenError::Internal("pair".into()))?;
        let none = Modifiers::default();
        self.push(
            op::V_MOV_B32,
            Encoding::Native,
            &[MOperand::half(pr, 0), lo],
        )?;
        match opcode {
            Opcode::Copy => {
                self.push(
                    op::V_MOV_B32,
                    Encoding::Native,
                    &[MOperand::half(pr, 1), hi],
                )?;
            }
            Opcode::Fneg => self.valu(
                op::V_XOR_B32,
                MOperand::half(pr, 1),
                vec![const_operand(0x8000_0000, false), hi],
                true,
                none,
            )?,
            Opcode::Fabs => self.valu(
                op::V_AND_B32,
                MOperand::half(pr, 1),
                vec![const_operand(0x7fff_ffff, false), hi],
                true,
                none,
            )?,
            _ => return Err(self.unsupported(format!("{} on f64", opcode.name()), Some(inst))),
        }
        self.def_pair_reg(inst, p)
    }

    /// `ffract` on f64 (`dfrac`): `x - floor(x)` exactly as the IR defines it, as
    /// `v_floor_f64` and `v_add_f64` with the floor negated (`v_fract_f64` clamps its result
    /// below 1.0, which the IR's operation does not). Source modifiers apply to `x` in both
    /// instructions; `_sat` clamps the difference.
    fn fract64(&mut self, inst: Inst, flags: FloatFlags, arg: Value) -> Result<(), CodegenError> {
        let a = self.pair_src(arg)?;
        let source_mods = Modifiers {
            neg: flags.neg & 1,
            abs: flags.abs & 1,
            ..Modifiers::default()
        };
        let floor = self.pair();
        self.valu(op::V_FLOOR_F64, floor, vec![a], false, source_mods)?;
        let p = self.pair();
        let difference = Modifiers {
            neg: source_mods.neg | 2,
            abs: source_mods.abs,
            clamp: flags.sat,
            ..Modifiers::default()
        };
        self.valu(op::V_ADD_F64, p, vec![a, floor], false, difference)?;
        self.def_pair_reg(inst, p)
    }

    /// Binary f64 operations.
    pub(super) fn float64_binary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let a = self.pair_src(args[0])?;
        let b = self.pair_src(args[1])?;
        let mods = Self::f64_mods(flags);
        let p = self.pair();
        match opcode {
            Opcode::Fadd => self.valu(op::V_ADD_F64, p, vec![a, b], false, mods)?,
            Opcode::Fsub => {
                let sub = Modifiers {
                    neg: mods.neg ^ 2,
                    ..mods
                };
                self.valu(op::V_ADD_F64, p, vec![a, b], false, sub)?
            }
            // Doubles are IEEE: the multiply has no DX9 rule.
            Opcode::Fmul if flags.ieee => self.valu(op::V_MUL_F64, p, vec![a, b], false, mods)?,
            Opcode::Fmin if flags.ieee => self.valu(op::V_MIN_F64, p, vec![a, b], false, mods)?,
            Opcode::Fmax if flags.ieee => self.valu(op::V_MAX_F64, p, vec![a, b], false, mods)?,
            Opcode::Fdiv if flags.ieee && flags.abs == 0 && flags.neg == 0 && !flags.sat => {
                return self.fdiv64(inst, flags, a, b)
            }
            _ => return Err(self.unsupported(format!("{} on f64", opcode.name()), Some(inst))),
        }
        self.def_pair_reg(inst, p)
    }

    /// `fmad` (product rounded, then the add) and `ffma` on f64.
    pub(super) fn float64_ternary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 3],
    ) -> Result<(), CodegenError> {
        if !flags.ieee {
            return Err(self.unsupported(
                format!("{} without IEEE rules on f64", opcode.name()),
                Some(inst),
            ));
        }
        let [a, b, c] = [
            self.pair_src(args[0])?,
            self.pair_src(args[1])?,
            self.pair_src(args[2])?,
        ];
        let p = self.pair();
        match opcode {
            // VOP3 takes the per-source negate/absolute bits and the output clamp as they are.
            Opcode::Ffma => self.valu(
                op::V_FMA_F64,
                p,
                vec![a, b, c],
                false,
                Self::f64_mods(flags),
            )?,
            Opcode::Fmad => {
                // The product takes sources 0 and 1's modifiers; the sum takes source 2's
                // (as its second operand) and the clamp.
                let product = Modifiers {
                    neg: flags.neg & 3,
                    abs: flags.abs & 3,
                    ..Modifiers::default()
                };
                let sum = Modifiers {
                    neg: (flags.neg >> 2 & 1) << 1,
                    abs: (flags.abs >> 2 & 1) << 1,
                    clamp: flags.sat,
                    ..Modifiers::default()
                };
                let m = self.pair();
                self.valu(op::V_MUL_F64, m, vec![a, b], false, product)?;
                self.valu(op::V_ADD_F64, p, vec![m, c], false, sum)?;
            }
            _ => return Err(self.unsupported(format!("{} on f64", opcode.name()), Some(inst))),
        }
        self.def_pair_reg(inst, p)
    }

    /// f64 compares into a lane mask.
    pub(super) fn float64_compare(
        &mut self,
        inst: Inst,
        cond: FloatCC,
        flags: FloatFlags,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let name = match cond {
            FloatCC::Eq => op::V_CMP_EQ_F64,
            FloatCC::Ne => op::V_CMP_LG_F64,
            FloatCC::Lt => op::V_CMP_LT_F64,
            FloatCC::Ge => op::V_CMP_GE_F64,
            FloatCC::Gt => op::V_CMP_GT_F64,
            FloatCC::Le => op::V_CMP_LE_F64,
        };
        let a = self.pair_src(args[0])?;
        let b = self.pair_src(args[1])?;
        let m = MOperand::whole(self.sreg(2), 2);
        let cmp = self.push(name, Encoding::Vop3, &[m, a, b])?;
        cmp.mods.abs = flags.abs;
        cmp.mods.neg = flags.neg;
        self.def_mask(inst, m)
    }

    /// Correctly rounded `a / b` on f64; a zero divisor gives ±`zeroop` by the sign of `a`.
    fn fdiv64(
        &mut self,
        inst: Inst,
        flags: FloatFlags,
        a: MOperand,
        b: MOperand,
    ) -> Result<(), CodegenError> {
        let none = Modifiers::default();
        let neg0 = Modifiers {
            neg: 1,
            ..Modifiers::default()
        };
        let vcc = MOperand::Fixed(Operand::Special(gcn_isa::operand::SpecialReg::VccLo));
        let one = MOperand::Fixed(Operand::Inline(242)); // 1.0
        let [den, r0, e0, r1, e1, r2, num, q, t, fm, fx] = [(); 11].map(|_| self.pair());
        let unused = MOperand::whole(self.sreg(2), 2);
        self.push(op::V_DIV_SCALE_F64, Encoding::Vop3, &[den, unused, b, b, a])?;
        self.valu(op::V_RCP_F64, r0, vec![den], false, none)?;
        self.valu(op::V_FMA_F64, e0, vec![den, r0, one], false, neg0)?;
        self.valu(op::V_FMA_F64, r1, vec![r0, e0, r0], false, none)?;
        self.valu(op::V_FMA_F64, e1, vec![den, r1, one], false, neg0)?;
        self.valu(op::V_FMA_F64, r2, vec![r1, e1, r1], false, none)?;
        self.push(op::V_DIV_SCALE_F64, Encoding::Vop3, &[num, vcc, a, b, a])?;
        self.valu(op::V_MUL_F64, q, vec![num, r2], false, none)?;
        self.valu(op::V_FMA_F64, t, vec![den, q, num], false, neg0)?;
        self.valu(op::V_DIV_FMAS_F64, fm, vec![t, r2, q], false, none)?;
        self.valu(op::V_DIV_FIXUP_F64, fx, vec![fm, b, a], false, none)?;
        // `v_div_fixup_f64` already gives the IEEE special cases (x/0, 0/0, inf/inf).
        let hi_bits: u32 = match flags.zeroop {
            ZeroOp::Ieee => {
                let fxr = fx
                    .vreg()
                    .ok_or_else(|| CodegenError::Internal("pair".into()))?;
                return self.set(inst, Loc::Reg(fxr, 2));
            }
            // Zero divisor: ±zeroop (a NaN dividend gives +zeroop).
            ZeroOp::Zero => 0,
            ZeroOp::FltMax => 0x7fef_ffff,
            ZeroOp::Infinity => 0x7ff0_0000,
        };
        let lo_bits: u32 = if flags.zeroop == ZeroOp::FltMax {
            u32::MAX
        } else {
            0
        };
        let zero = MOperand::Fixed(Operand::Inline(128));
        let bz = MOperand::whole(self.sreg(2), 2);
        self.push(op::V_CMP_EQ_F64, Encoding::Vop3, &[bz, b, zero])?;
        let an = MOperand::whole(self.sreg(2), 2);
        self.push(op::V_CMP_LT_F64, Encoding::Vop3, &[an, a, zero])?;
        let special_hi = MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1);
        self.cndmask(
            special_hi,
            const_operand(hi_bits, false),
            const_operand(hi_bits ^ 0x8000_0000, false),
            an,
        )?;
        let fxr = fx
            .vreg()
            .ok_or_else(|| CodegenError::Internal("pair".into()))?;
        let p = self.mf.new_vreg(RegClass::Vgpr, 2);
        self.cndmask(
            MOperand::half(p, 0),
            MOperand::half(fxr, 0),
            const_operand(lo_bits, false),
            bz,
        )?;
        self.cndmask(MOperand::half(p, 1), MOperand::half(fxr, 1), special_hi, bz)?;
        self.set(inst, Loc::Reg(p, 2))
    }
}
