//! Half-precision conversions (`f32_to_f16`, `f16_to_f32`; IL `f2f16`, `f162f`) from 32-bit
//! integer and f32 instructions, bit for bit the IR's (and interpreter's) results.
//!
//! gfx9 has `v_cvt_f16_f32`/`v_cvt_f32_f16`, but the project's Vega simulator models no
//! 16-bit VALU operand yet, and the IL leaves NaN bits open (F16_2_F notes that NaN bits
//! need not survive, manual L7389) while the interpreter fixes them (`f2f16` of any NaN is
//! `sign | 0x7e00`, `f162f` keeps the payload without quieting), which would need fixups
//! around the hardware instructions anyway. The sequences (all exact):
//!
//! `f32_to_f16(x)`, `a = |x|` bits: a normal half (`a >= 0x38800000`, 2^-14) is
//! `min((a - 0x38000000 + 0xfff + ((a >> 13) & 1)) >> 13, 0x7c00)` (round to nearest even
//! by adding just under half an ulp plus the kept lsb; the carry may bump the exponent;
//! everything from 65520 up, infinity included, gives `0x7c00`); a half denormal or zero is
//! `bits(|x| + 0.5) - 0x3f000000` (the f32 add rounds `|x|` to a multiple of 2^-24 to
//! nearest even, which is the denormal's mantissa; an f32 denormal input is flushed by the
//! add, as the IL flushes it); a NaN (`a > 0x7f800000`) gives `0x7e00`; the sign is x's bit
//! 31 moved to bit 15.
//!
//! `f16_to_f32(h)` (low 16 bits; `e` = exponent field, `m` = mantissa field): for a normal
//! half `((h & 0x7fff) << 13) + 0x38000000` (exponent rebiased by 112); for `e = 31`
//! (infinity, NaN) that plus `0x38000000` more, i.e. `0x7f800000 | m << 13`; for `e = 0`
//! `m * 2^-24` (`v_cvt_f32_u32` and an exact multiply: the product is 0 or an f32 normal);
//! the sign is h's bit 15 moved to bit 31.

use gcn_isa::{op, Modifiers, Op};
use ilc_ir::{FloatFlags, Inst, Opcode, Value};

use super::{const_operand, Isel};
use crate::error::CodegenError;
use crate::mir::MOperand;

impl Isel<'_> {
    /// `f32_to_f16` or `f16_to_f32` of `arg` (see the module documentation).
    pub(super) fn half_convert(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        arg: Value,
    ) -> Result<(), CodegenError> {
        let src = self.src(arg)?;
        match opcode {
            Opcode::F32ToF16 if !flags.sat => {
                let x = self.apply_sign_modifiers(src, flags)?;
                let dst = self.def(inst, false)?;
                self.f32_to_f16(dst, x)
            }
            Opcode::F16ToF32 if flags.abs == 0 && flags.neg == 0 => {
                if !flags.sat {
                    let dst = self.def(inst, false)?;
                    return self.f16_to_f32(dst, src);
                }
                let t = self.fresh_vgpr();
                self.f16_to_f32(t, src)?;
                let dst = self.def(inst, false)?;
                let clamp = Modifiers {
                    clamp: true,
                    ..Modifiers::default()
                };
                self.valu(
                    op::V_MUL_F32,
                    dst,
                    vec![const_operand(0x3f80_0000, true), t],
                    false,
                    clamp,
                )
            }
            _ => Err(self.unsupported(format!("{} with modifiers", opcode.name()), Some(inst))),
        }
    }

    fn fresh_vgpr(&mut self) -> MOperand {
        MOperand::whole(self.vreg(), 1)
    }

    fn vop(&mut self, op: Op, srcs: Vec<MOperand>) -> Result<MOperand, CodegenError> {
        let d = self.fresh_vgpr();
        self.valu(op, d, srcs, false, Modifiers::default())?;
        Ok(d)
    }

    /// The float source modifiers `abs` (first) and `neg` as sign-bit operations.
    fn apply_sign_modifiers(
        &mut self,
        x: MOperand,
        flags: FloatFlags,
    ) -> Result<MOperand, CodegenError> {
        let mut x = x;
        if flags.abs & 1 != 0 {
            x = self.vop(op::V_AND_B32, vec![const_operand(0x7fff_ffff, false), x])?;
        }
        if flags.neg & 1 != 0 {
            x = self.vop(op::V_XOR_B32, vec![const_operand(0x8000_0000, false), x])?;
        }
        Ok(x)
    }

    fn f32_to_f16(&mut self, dst: MOperand, x: MOperand) -> Result<(), CodegenError> {
        let k = |bits: u32| const_operand(bits, false);
        let a = self.vop(op::V_AND_B32, vec![k(0x7fff_ffff), x])?;
        // Normal halves: round to nearest even, saturate to infinity.
        let lsb = self.vop(op::V_BFE_U32, vec![a, k(13), k(1)])?;
        let biased = self.vop(op::V_ADD_U32, vec![k(0xc800_0fff), a])?;
        let rounded = self.vop(op::V_ADD_U32, vec![biased, lsb])?;
        let shifted = self.vop(op::V_LSHRREV_B32, vec![k(13), rounded])?;
        let normal = self.vop(op::V_MIN_U32, vec![k(0x7c00), shifted])?;
        // Denormal halves and zero: |x| + 0.5 keeps the rounded mantissa in its low bits.
        let plus_half = self.fresh_vgpr();
        self.valu(
            op::V_ADD_F32,
            plus_half,
            vec![x, const_operand(0x3f00_0000, true)],
            false,
            Modifiers {
                abs: 1,
                ..Modifiers::default()
            },
        )?;
        let denormal = self.vop(op::V_SUBREV_U32, vec![k(0x3f00_0000), plus_half])?;
        let is_denormal = self.vcmp(op::V_CMP_GT_U32, k(0x3880_0000), a)?;
        let magnitude = self.fresh_vgpr();
        self.cndmask(magnitude, normal, denormal, is_denormal)?;
        let is_nan = self.vcmp(op::V_CMP_LT_U32, k(0x7f80_0000), a)?;
        let canonical = self.fresh_vgpr();
        self.cndmask(canonical, magnitude, k(0x7e00), is_nan)?;
        let sign = self.vop(op::V_LSHRREV_B32, vec![k(31), x])?;
        self.valu(
            op::V_LSHL_OR_B32,
            dst,
            vec![sign, k(15), canonical],
            false,
            Modifiers::default(),
        )
    }

    fn f16_to_f32(&mut self, dst: MOperand, h: MOperand) -> Result<(), CodegenError> {
        let k = |bits: u32| const_operand(bits, false);
        let magnitude_bits = self.vop(op::V_AND_B32, vec![k(0x7fff), h])?;
        let exponent = self.vop(op::V_BFE_U32, vec![h, k(10), k(5)])?;
        // Normal: shift into place and rebias; e = 31: rebias once more.
        let shifted = self.vop(op::V_LSHLREV_B32, vec![k(13), magnitude_bits])?;
        let normal = self.vop(op::V_ADD_U32, vec![k(0x3800_0000), shifted])?;
        let special = self.vop(op::V_ADD_U32, vec![k(0x3800_0000), normal])?;
        let is_special = self.vcmp(op::V_CMP_EQ_U32, k(31), exponent)?;
        let wide = self.fresh_vgpr();
        self.cndmask(wide, normal, special, is_special)?;
        // e = 0: m * 2^-24, exact.
        let mantissa = self.vop(op::V_AND_B32, vec![k(0x3ff), h])?;
        let as_float = self.vop(op::V_CVT_F32_U32, vec![mantissa])?;
        let small = self.fresh_vgpr();
        self.valu(
            op::V_MUL_F32,
            small,
            vec![const_operand(0x3380_0000, true), as_float],
            false,
            Modifiers::default(),
        )?;
        let is_small = self.vcmp(op::V_CMP_EQ_U32, k(0), exponent)?;
        let magnitude = self.fresh_vgpr();
        self.cndmask(magnitude, wide, small, is_small)?;
        let sign = self.vop(op::V_BFE_U32, vec![h, k(15), k(1)])?;
        self.valu(
            op::V_LSHL_OR_B32,
            dst,
            vec![sign, k(31), magnitude],
            false,
            Modifiers::default(),
        )
    }
}
