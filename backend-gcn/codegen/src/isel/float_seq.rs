//! Single-precision sequences: division, reciprocal, square root and the transcendentals,
//! with the IR's zero-operand (`zeroop`) results.
//!
//! Accuracy (documented in `docs/gcn-backend.md`):
//! - `fdiv` is correctly rounded: LLVM's sequence for `-cl-fp32-correctly-rounded-divide-sqrt`
//!   (`v_div_scale_f32` of numerator and denominator, `v_rcp_f32`, Newton-Raphson refinement
//!   of the reciprocal and the quotient with `v_fma_f32`, `v_div_fmas_f32`,
//!   `v_div_fixup_f32`). The FMAs run with f32 denormals enabled (`s_setreg_imm32_b32
//!   hwreg(HW_REG_MODE, 4, 2)`), since the kernel otherwise flushes them (the IL rule) and
//!   the refinement's intermediate values may be denormal.
//! - `frcp`, `frsq`, `fsqrt`, `fexp2`, `flog2` are the hardware instructions (the manual
//!   bounds them to 1 ulp); `fsin`/`fcos` scale by 1/(2π) first (`v_sin_f32` takes
//!   revolutions), which adds the rounding of that product.

use gcn_isa::{op, Encoding, Modifiers, Operand};
use ilc_ir::{FloatFlags, Inst, Opcode, Value, ZeroOp};

use super::{const_operand, Isel, Loc};
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass};

/// `hwreg(HW_REG_MODE, 4, 2)`: the f32 denormal bits of MODE (id 1, offset 4, size 2).
const MODE_FP_DENORM_F32: i32 = 1 | (4 << 6) | (1 << 11);
/// 1/(2π) as f32 bits.
const INV_TWO_PI: u32 = 0x3e22_f983;

fn zeroop_bits(z: ZeroOp) -> u32 {
    match z {
        ZeroOp::Zero => 0,
        ZeroOp::FltMax => 0x7f7f_ffff,
        ZeroOp::Infinity | ZeroOp::Ieee => 0x7f80_0000,
    }
}

impl Isel<'_> {
    fn new_v(&mut self) -> MOperand {
        MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1)
    }

    /// Operand `i` of a float instruction in a VGPR with its `abs`/`neg` source modifiers
    /// applied as bit operations (exact, no flushing).
    fn modified_src(
        &mut self,
        v: Value,
        flags: FloatFlags,
        i: u8,
    ) -> Result<MOperand, CodegenError> {
        let mut s = self.vgpr_src(v)?;
        let none = Modifiers::default();
        if flags.abs >> i & 1 != 0 {
            let t = self.new_v();
            self.valu(
                op::V_AND_B32,
                t,
                vec![const_operand(0x7fff_ffff, false), s],
                true,
                none,
            )?;
            s = t;
        }
        if flags.neg >> i & 1 != 0 {
            let t = self.new_v();
            self.valu(
                op::V_XOR_B32,
                t,
                vec![const_operand(0x8000_0000, false), s],
                true,
                none,
            )?;
            s = t;
        }
        Ok(s)
    }

    /// Defines `inst` as `r`, clamped to [0, 1] when `sat` (NaN to 0 under DX10 clamp).
    fn finish(&mut self, inst: Inst, r: MOperand, sat: bool) -> Result<(), CodegenError> {
        let r = if sat {
            let t = self.new_v();
            let mods = Modifiers {
                clamp: true,
                ..Modifiers::default()
            };
            self.valu(
                op::V_MUL_F32,
                t,
                vec![const_operand(0x3f80_0000, true), r],
                false,
                mods,
            )?;
            t
        } else {
            r
        };
        let reg = r.vreg().ok_or_else(|| {
            CodegenError::Internal("float sequence result not in a register".into())
        })?;
        self.set(inst, Loc::Reg(reg, 1))
    }

    /// `r`, or `value` where `x == 0` (denormals compare equal to zero under flushing).
    fn select_on_zero(
        &mut self,
        x: MOperand,
        r: MOperand,
        value: MOperand,
    ) -> Result<MOperand, CodegenError> {
        let zero = self.vcmp(op::V_CMP_EQ_F32, x, const_operand(0, true))?;
        let dst = self.new_v();
        self.cndmask(dst, r, value, zero)?;
        Ok(dst)
    }

    /// `frcp`, `frsq`, `fsqrt`, `fexp2`, `flog2`, `fsin`, `fcos` on f32.
    pub(super) fn transcendental(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        arg: Value,
    ) -> Result<(), CodegenError> {
        if !flags.ftz {
            return Err(self.unsupported(
                format!("{} without denormal flushing", opcode.name()),
                Some(inst),
            ));
        }
        let a = self.modified_src(arg, flags, 0)?;
        let none = Modifiers::default();
        let f = const_operand(zeroop_bits(flags.zeroop), true);
        let r = self.new_v();
        let result = match opcode {
            Opcode::Frcp => {
                self.valu(op::V_RCP_F32, r, vec![a], false, none)?;
                self.select_on_zero(a, r, f)?
            }
            Opcode::Frsq => {
                self.valu(op::V_RSQ_F32, r, vec![a], false, none)?;
                // The hardware gives ±inf for ±0, the IR's result with `zeroop(infinity)`.
                if flags.zeroop == ZeroOp::Infinity {
                    r
                } else {
                    self.select_on_zero(a, r, f)?
                }
            }
            Opcode::Flog2 => {
                self.valu(op::V_LOG_F32, r, vec![a], false, none)?;
                if flags.zeroop == ZeroOp::Infinity {
                    r
                } else {
                    let neg_f = const_operand(zeroop_bits(flags.zeroop) ^ 0x8000_0000, true);
                    self.select_on_zero(a, r, neg_f)?
                }
            }
            Opcode::Fsqrt => {
                self.valu(op::V_SQRT_F32, r, vec![a], false, none)?;
                r
            }
            Opcode::Fexp2 => {
                self.valu(op::V_EXP_F32, r, vec![a], false, none)?;
                r
            }
            Opcode::Fsin | Opcode::Fcos => {
                let t = self.new_v();
                self.valu(
                    op::V_MUL_F32,
                    t,
                    vec![const_operand(INV_TWO_PI, true), a],
                    true,
                    none,
                )?;
                let name = if opcode == Opcode::Fsin {
                    op::V_SIN_F32
                } else {
                    op::V_COS_F32
                };
                self.valu(name, r, vec![t], false, none)?;
                r
            }
            _ => return Err(self.unsupported(format!("{} on f32", opcode.name()), Some(inst))),
        };
        self.finish(inst, result, flags.sat)
    }

    /// Correctly rounded `a / b` on f32 (see the module documentation), with the IR's result
    /// for a zero divisor: the `zeroop` value, negated when `a < 0`, or with `zeroop_ieee`
    /// the IEEE result.
    pub(super) fn fdiv(
        &mut self,
        inst: Inst,
        flags: FloatFlags,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        if !flags.ftz {
            return Err(self.unsupported("fdiv without denormal flushing", Some(inst)));
        }
        let a = self.modified_src(args[0], flags, 0)?;
        let b = self.modified_src(args[1], flags, 1)?;
        let none = Modifiers::default();
        let vcc = MOperand::Fixed(Operand::Special(gcn_isa::operand::SpecialReg::VccLo));
        let [den, num, rcp, e, r1, q, t, q1, t2, fm, fx] = [(); 11].map(|_| self.new_v());
        let unused = MOperand::whole(self.sreg(2), 2);
        self.push(op::V_DIV_SCALE_F32, Encoding::Vop3, &[den, unused, b, b, a])?;
        self.push(op::V_DIV_SCALE_F32, Encoding::Vop3, &[num, vcc, a, b, a])?;
        self.valu(op::V_RCP_F32, rcp, vec![den], false, none)?;
        self.push(
            op::S_SETREG_IMM32_B32,
            Encoding::Native,
            &[
                MOperand::Fixed(Operand::Imm(MODE_FP_DENORM_F32)),
                MOperand::Fixed(Operand::Literal(3)),
            ],
        )?;
        let neg0 = Modifiers {
            neg: 1,
            ..Modifiers::default()
        };
        let one = const_operand(0x3f80_0000, true);
        self.valu(op::V_FMA_F32, e, vec![den, rcp, one], false, neg0)?;
        self.valu(op::V_FMA_F32, r1, vec![e, rcp, rcp], false, none)?;
        self.valu(op::V_MUL_F32, q, vec![num, r1], false, none)?;
        self.valu(op::V_FMA_F32, t, vec![den, q, num], false, neg0)?;
        self.valu(op::V_FMA_F32, q1, vec![t, r1, q], false, none)?;
        self.valu(op::V_FMA_F32, t2, vec![den, q1, num], false, neg0)?;
        self.push(
            op::S_SETREG_IMM32_B32,
            Encoding::Native,
            &[
                MOperand::Fixed(Operand::Imm(MODE_FP_DENORM_F32)),
                MOperand::Fixed(Operand::Literal(0)),
            ],
        )?;
        self.valu(op::V_DIV_FMAS_F32, fm, vec![t2, r1, q1], false, none)?;
        self.valu(op::V_DIV_FIXUP_F32, fx, vec![fm, b, a], false, none)?;
        if flags.zeroop == ZeroOp::Ieee {
            // `v_div_fixup_f32` gives the IEEE result of a zero divisor itself.
            return self.finish(inst, fx, flags.sat);
        }
        // Zero divisor: ±zeroop by the sign of a (a NaN dividend gives +zeroop).
        let bits = zeroop_bits(flags.zeroop);
        let neg = self.vcmp(op::V_CMP_LT_F32, a, const_operand(0, true))?;
        let special = self.new_v();
        self.cndmask(
            special,
            const_operand(bits, true),
            const_operand(bits ^ 0x8000_0000, true),
            neg,
        )?;
        let result = self.select_on_zero(b, fx, special)?;
        self.finish(inst, result, flags.sat)
    }
}
