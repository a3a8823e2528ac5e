//! The table mapping IL ALU opcodes to IR operations, per component.
//!
//! Each row says how one destination component is computed from the sources' components:
//! the operand domain (float, integer or raw bits, which decides how source modifiers apply)
//! and the IR recipe. Everything not in this table is either flow control, memory, a
//! declaration (handled in [`super`]) or unsupported.

use crate::instructions::{FloatCC, IntCC};
use crate::opcode::Opcode as Op;
use amdil::Opcode as Il;

/// How source operands are read and modifiers applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Float operands (`f32`): `abs`/`neg` are float operations, `_sat` and shift-scale apply.
    Float,
    /// Integer operands (`i32`): `neg` is two's complement (L614).
    Int,
}

/// The computation of one destination component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recipe {
    /// Component-wise IR operation on the swizzled components, operands in order.
    Map(Op),
    /// Component-wise operation with operands permuted: `Permute(op, [i, j, k, l])` passes
    /// source `i` as operand 0, etc. (`ibit_extract w, o, v` → `sbfe v, o, w`).
    Permute(Op, [u8; 4]),
    /// Float compare producing a mask.
    Fcmp(FloatCC),
    /// Integer compare producing a mask.
    Icmp(IntCC),
    /// Scalar operation on the `.w` position of source 0, broadcast (L7481, L8787, ...).
    ScalarW(Op),
    /// Dot product over the first `n` positions, broadcast.
    Dot(u8),
    /// `cmov_logical`: integer test of source 0 selects source 1 or 2 (L7617).
    CmovLogical,
    /// `clamp s0, lo, hi` = `min(max(s0, lo), hi)` (L7576).
    Clamp,
    /// Plain copy (`mov`).
    Mov,
}

/// One row of the ALU table.
#[derive(Clone, Copy, Debug)]
pub struct AluRow {
    /// The IL opcode.
    pub il: Il,
    /// Operand domain.
    pub domain: Domain,
    /// What to compute.
    pub recipe: Recipe,
}

macro_rules! alu_table {
    ($($il:ident => $domain:ident, $recipe:expr;)*) => {
        /// Every supported ALU opcode.
        pub const ALU: &[AluRow] = &[$(AluRow { il: Il::$il, domain: Domain::$domain, recipe: $recipe },)*];
    };
}

use Recipe::*;

alu_table! {
    Mov => Float, Mov;
    InvMov => Float, Mov;
    Add => Float, Map(Op::Fadd);
    Sub => Float, Map(Op::Fsub);
    Mul => Float, Map(Op::Fmul);
    Mad => Float, Map(Op::Fmad);
    Fma => Float, Map(Op::Ffma);
    Div => Float, Map(Op::Fdiv);
    Min => Float, Map(Op::Fmin);
    Max => Float, Map(Op::Fmax);
    Abs => Float, Map(Op::Fabs);
    Frc => Float, Map(Op::Ffract);
    Flr => Float, Map(Op::Ffloor);
    RoundNear => Float, Map(Op::Frne);
    RoundNegInf => Float, Map(Op::Ffloor);
    RoundPlusInf => Float, Map(Op::Fceil);
    RoundZero => Float, Map(Op::Ftrunc);
    ExpVec => Float, Map(Op::Fexp2);
    LogVec => Float, Map(Op::Flog2);
    SqrtVec => Float, Map(Op::Fsqrt);
    RsqVec => Float, Map(Op::Frsq);
    RcpVec => Float, Map(Op::Frcp);
    SinVec => Float, Map(Op::Fsin);
    CosVec => Float, Map(Op::Fcos);
    Rcp => Float, ScalarW(Op::Frcp);
    Rsq => Float, ScalarW(Op::Frsq);
    Sqrt => Float, ScalarW(Op::Fsqrt);
    Exp => Float, ScalarW(Op::Fexp2);
    Log => Float, ScalarW(Op::Flog2);
    Sin => Float, ScalarW(Op::Fsin);
    Cos => Float, ScalarW(Op::Fcos);
    Acos => Float, ScalarW(Op::Facos);
    Asin => Float, ScalarW(Op::Fasin);
    Atan => Float, ScalarW(Op::Fatan);
    Tan => Float, ScalarW(Op::Ftan);
    Dp2 => Float, Dot(2);
    Dp3 => Float, Dot(3);
    Dp4 => Float, Dot(4);
    Clamp => Float, Clamp;
    Eq => Float, Fcmp(FloatCC::Eq);
    Ne => Float, Fcmp(FloatCC::Ne);
    Ge => Float, Fcmp(FloatCC::Ge);
    Lt => Float, Fcmp(FloatCC::Lt);
    Ftoi => Float, Map(Op::Ftoi);
    Ftou => Float, Map(Op::Ftou);
    F2F16 => Float, Map(Op::F32ToF16);
    Itof => Int, Map(Op::Itof);
    Utof => Int, Map(Op::Utof);
    F162F => Int, Map(Op::F16ToF32);
    IAdd => Int, Map(Op::Iadd);
    INegate => Int, Map(Op::Ineg);
    IMul => Int, Map(Op::Imul);
    UMul => Int, Map(Op::Imul);
    IMulHigh => Int, Map(Op::Smulhi);
    UMulHigh => Int, Map(Op::Umulhi);
    IMad => Int, Map(Op::Imad);
    UMad => Int, Map(Op::Imad);
    UDiv => Int, Map(Op::Udiv);
    UMod => Int, Map(Op::Urem);
    IMax => Int, Map(Op::Smax);
    IMin => Int, Map(Op::Smin);
    UMax => Int, Map(Op::Umax);
    UMin => Int, Map(Op::Umin);
    IShl => Int, Map(Op::Ishl);
    IShr => Int, Map(Op::Sshr);
    UShr => Int, Map(Op::Ushr);
    And => Int, Map(Op::Band);
    IOr => Int, Map(Op::Bor);
    IXor => Int, Map(Op::Bxor);
    INot => Int, Map(Op::Bnot);
    ICountbits => Int, Map(Op::Popcnt);
    UBitReverse => Int, Map(Op::Bitrev);
    ICarry => Int, Map(Op::Icarry);
    IBorrow => Int, Map(Op::Iborrow);
    UMul24 => Int, Map(Op::Umul24);
    IMul24 => Int, Map(Op::Smul24);
    UMad24 => Int, Map(Op::Umad24);
    IMad24 => Int, Map(Op::Smad24);
    UMul24High => Int, Map(Op::Umulhi24);
    IMul24High => Int, Map(Op::Smulhi24);
    IBitExtract => Int, Permute(Op::Sbfe, [2, 1, 0, 0]);
    UBitExtract => Int, Permute(Op::Ubfe, [2, 1, 0, 0]);
    UBitInsert => Int, Permute(Op::Bfi, [3, 2, 1, 0]);
    IEq => Int, Icmp(IntCC::Eq);
    INe => Int, Icmp(IntCC::Ne);
    IGe => Int, Icmp(IntCC::Sge);
    ILt => Int, Icmp(IntCC::Slt);
    UGe => Int, Icmp(IntCC::Uge);
    ULt => Int, Icmp(IntCC::Ult);
    CmovLogical => Int, CmovLogical;
}

/// The row for an IL opcode.
pub fn row(il: Il) -> Option<&'static AluRow> {
    ALU.iter().find(|r| r.il == il)
}
