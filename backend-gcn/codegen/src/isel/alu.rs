//! Arithmetic, compares, selects and conversions.
//!
//! Each operation family has one table (IL-level IR opcode → SALU and VALU mnemonics); an
//! operation is SALU when its result is uniform, it has a scalar form and its operands are
//! scalar, VALU otherwise.

use gcn_isa::{op, Encoding, Modifiers, Op, Operand};
use ilc_ir::{FloatCC, FloatFlags, Inst, InstructionData, IntCC, Opcode, Type, Value};

use super::{const_operand, Isel, Loc, EXEC};
use crate::error::CodegenError;
use crate::mir::{MOperand, RegClass};

/// Scalar (SALU) and vector (VALU) mnemonics of a two-operand i32 operation, and whether the
/// VALU form takes its operands reversed (`v_lshlrev_b32 dst, amount, value`).
struct IntBinary {
    opcode: Opcode,
    salu: Option<Op>,
    valu: Op,
    reversed: bool,
    commutative: bool,
}

/// The i32 binary operation table.
const INT_BINARY: &[IntBinary] = &[
    IntBinary {
        opcode: Opcode::Iadd,
        salu: Some(op::S_ADD_U32),
        valu: op::V_ADD_U32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Isub,
        salu: Some(op::S_SUB_U32),
        valu: op::V_SUB_U32,
        reversed: false,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Imul,
        salu: Some(op::S_MUL_I32),
        valu: op::V_MUL_LO_U32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umulhi,
        salu: None,
        valu: op::V_MUL_HI_U32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smulhi,
        salu: None,
        valu: op::V_MUL_HI_I32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Band,
        salu: Some(op::S_AND_B32),
        valu: op::V_AND_B32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Bor,
        salu: Some(op::S_OR_B32),
        valu: op::V_OR_B32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Bxor,
        salu: Some(op::S_XOR_B32),
        valu: op::V_XOR_B32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Ishl,
        salu: Some(op::S_LSHL_B32),
        valu: op::V_LSHLREV_B32,
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Ushr,
        salu: Some(op::S_LSHR_B32),
        valu: op::V_LSHRREV_B32,
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Sshr,
        salu: Some(op::S_ASHR_I32),
        valu: op::V_ASHRREV_I32,
        reversed: true,
        commutative: false,
    },
    IntBinary {
        opcode: Opcode::Smin,
        salu: Some(op::S_MIN_I32),
        valu: op::V_MIN_I32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smax,
        salu: Some(op::S_MAX_I32),
        valu: op::V_MAX_I32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umin,
        salu: Some(op::S_MIN_U32),
        valu: op::V_MIN_U32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umax,
        salu: Some(op::S_MAX_U32),
        valu: op::V_MAX_U32,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umul24,
        salu: None,
        valu: op::V_MUL_U32_U24,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smul24,
        salu: None,
        valu: op::V_MUL_I32_I24,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Umulhi24,
        salu: None,
        valu: op::V_MUL_HI_U32_U24,
        reversed: false,
        commutative: true,
    },
    IntBinary {
        opcode: Opcode::Smulhi24,
        salu: None,
        valu: op::V_MUL_HI_I32_I24,
        reversed: false,
        commutative: true,
    },
];

/// b1 (lane mask) operations: all scalar on 64-bit masks.
const MASK_BINARY: &[(Opcode, Op)] = &[
    (Opcode::Band, op::S_AND_B64),
    (Opcode::Bor, op::S_OR_B64),
    (Opcode::Bxor, op::S_XOR_B64),
];

/// f32 conversions and their VOP1 opcode.
const CONVERSIONS: &[(Opcode, Op)] = &[
    (Opcode::Itof, op::V_CVT_F32_I32),
    (Opcode::Utof, op::V_CVT_F32_U32),
    (Opcode::Ftoi, op::V_CVT_I32_F32),
    (Opcode::Ftou, op::V_CVT_U32_F32),
];

/// i32 bit-counting unary operations: (opcode, SALU form, VALU form). The IR's results for
/// zero inputs (-1 for the find-first-bit family) are the hardware's.
const INT_UNARY: &[(Opcode, Op, Op)] = &[
    (Opcode::Popcnt, op::S_BCNT1_I32_B32, op::V_BCNT_U32_B32),
    (Opcode::FfbLo, op::S_FF1_I32_B32, op::V_FFBL_B32),
    (Opcode::FfbHi, op::S_FLBIT_I32_B32, op::V_FFBH_U32),
    (Opcode::FfbShi, op::S_FLBIT_I32, op::V_FFBH_I32),
    (Opcode::Bitrev, op::S_BREV_B32, op::V_BFREV_B32),
];

/// f32 rounding operations (exact, so the same under every IL float rule).
const FLOAT_ROUNDING: &[(Opcode, Op)] = &[
    (Opcode::Ffloor, op::V_FLOOR_F32),
    (Opcode::Fceil, op::V_CEIL_F32),
    (Opcode::Ftrunc, op::V_TRUNC_F32),
    (Opcode::Frne, op::V_RNDNE_F32),
];

/// Integer compare condition → (SALU compare, VALU compare) mnemonics.
fn int_cc_names(cc: IntCC) -> (Op, Op) {
    match cc {
        IntCC::Eq => (op::S_CMP_EQ_U32, op::V_CMP_EQ_U32),
        IntCC::Ne => (op::S_CMP_LG_U32, op::V_CMP_NE_U32),
        IntCC::Slt => (op::S_CMP_LT_I32, op::V_CMP_LT_I32),
        IntCC::Sge => (op::S_CMP_GE_I32, op::V_CMP_GE_I32),
        IntCC::Sgt => (op::S_CMP_GT_I32, op::V_CMP_GT_I32),
        IntCC::Sle => (op::S_CMP_LE_I32, op::V_CMP_LE_I32),
        IntCC::Ult => (op::S_CMP_LT_U32, op::V_CMP_LT_U32),
        IntCC::Uge => (op::S_CMP_GE_U32, op::V_CMP_GE_U32),
        IntCC::Ugt => (op::S_CMP_GT_U32, op::V_CMP_GT_U32),
        IntCC::Ule => (op::S_CMP_LE_U32, op::V_CMP_LE_U32),
    }
}

/// `fneg`/`fabs` of an operand with its own `abs`/`neg` modifiers (abs first, then neg) as
/// one bit operation: (index into [and, or, xor, mov], mask).
fn sign_op(opcode: Opcode, flags: FloatFlags) -> (usize, Option<u32>) {
    let (abs, neg) = (flags.abs & 1 != 0, flags.neg & 1 != 0);
    match (opcode, abs, neg) {
        // |a| whatever a's sign was; -(-|x|) = |x|.
        (Opcode::Fabs, _, _) | (_, true, true) => (0, Some(0x7fff_ffff)),
        // -|x|: set the sign.
        (_, true, false) => (1, Some(0x8000_0000)),
        // -(-x) = x.
        (_, false, true) => (3, None),
        _ => (2, Some(0x8000_0000)),
    }
}

/// Float compare condition → VALU compare (all ordered: false on NaN; `ne` is `lg`).
pub(super) fn float_cc_name(cc: FloatCC) -> Op {
    match cc {
        FloatCC::Eq => op::V_CMP_EQ_F32,
        FloatCC::Ne => op::V_CMP_LG_F32,
        FloatCC::Lt => op::V_CMP_LT_F32,
        FloatCC::Ge => op::V_CMP_GE_F32,
        FloatCC::Gt => op::V_CMP_GT_F32,
        FloatCC::Le => op::V_CMP_LE_F32,
    }
}

impl Isel<'_> {
    pub(super) fn unary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        arg: Value,
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(arg);
        if matches!(opcode, Opcode::Fpromote | Opcode::Fdemote) {
            return self.float_convert64(inst, opcode, arg);
        }
        if ty == Type::I64 {
            return self.int64_unary(inst, opcode, arg);
        }
        if ty == Type::F64 {
            return self.float64_unary(inst, opcode, flags, arg);
        }
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)));
        }
        if ty == Type::B1 {
            let src = self.mask_of(arg)?;
            let m = self.sreg(2);
            let name = match opcode {
                Opcode::Bnot => op::S_NOT_B64,
                Opcode::Copy => op::S_MOV_B64,
                Opcode::Bmask => return self.select_consts(inst, src, 0xffff_ffff, 0),
                _ => return Err(self.unsupported(format!("{} on b1", opcode.name()), Some(inst))),
            };
            self.push(name, Encoding::Native, &[MOperand::whole(m, 2), src])?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        if matches!(opcode, Opcode::F32ToF16 | Opcode::F16ToF32) {
            return self.half_convert(inst, opcode, flags, arg);
        }
        let scalar = self.result_uniform(inst) && self.is_scalar(arg);
        // Scalar forms: (mnemonic, optional second operand constant).
        let salu_bits: Option<(Op, Option<u32>)> = match opcode {
            Opcode::Copy => Some((op::S_MOV_B32, None)),
            Opcode::Bnot => Some((op::S_NOT_B32, None)),
            Opcode::Fneg | Opcode::Fabs if !flags.sat => {
                let (op, k) = sign_op(opcode, flags);
                Some((
                    [op::S_AND_B32, op::S_OR_B32, op::S_XOR_B32, op::S_MOV_B32][op],
                    k,
                ))
            }
            _ => None,
        };
        if let (true, Some((name, k))) = (scalar, salu_bits) {
            let src = self.src(arg)?;
            let dst = self.def(inst, true)?;
            let mut ops = vec![dst, src];
            if let Some(k) = k {
                ops.push(const_operand(k, false));
            }
            self.push(name, Encoding::Native, &ops)?;
            return Ok(());
        }
        if let Some((_, salu, valu)) = INT_UNARY.iter().find(|r| r.0 == opcode) {
            let src = self.src(arg)?;
            if scalar {
                let dst = self.def(inst, true)?;
                self.push(*salu, Encoding::Native, &[dst, src])?;
                return Ok(());
            }
            let dst = self.def(inst, false)?;
            let mut srcs = vec![src];
            if opcode == Opcode::Popcnt {
                // v_bcnt_u32_b32 adds its second operand.
                srcs.push(const_operand(0, false));
            }
            return self.valu(*valu, dst, srcs, false, Modifiers::default());
        }
        if ty == Type::F32
            && matches!(
                opcode,
                Opcode::Frcp
                    | Opcode::Frsq
                    | Opcode::Fsqrt
                    | Opcode::Fexp2
                    | Opcode::Flog2
                    | Opcode::Fsin
                    | Opcode::Fcos
            )
        {
            return self.transcendental(inst, opcode, flags, arg);
        }
        if ty == Type::F32 && opcode == Opcode::Fsat {
            // 1.0 * x with the output clamp (NaN → 0 under DX10 clamp; -0 stays -0).
            let src = self.src(arg)?;
            let dst = self.def(inst, false)?;
            let mods = Modifiers {
                clamp: true,
                ..Self::float_mods(flags)
            };
            let mods = Modifiers {
                neg: mods.neg << 1,
                abs: mods.abs << 1,
                ..mods
            };
            return self.valu(
                op::V_MUL_F32,
                dst,
                vec![const_operand(0x3f80_0000, true), src],
                false,
                mods,
            );
        }
        if let Some((_, name)) = FLOAT_ROUNDING.iter().find(|r| r.0 == opcode) {
            let src = self.src(arg)?;
            let dst = self.def(inst, false)?;
            return self.valu(*name, dst, vec![src], false, Self::float_mods(flags));
        }
        let src = self.src(arg)?;
        match opcode {
            Opcode::Ffract if flags.abs == 0 && flags.neg == 0 && !flags.sat => {
                // x - floor(x) exactly as the IR defines it (v_fract_f32 clamps below 1.0).
                let t = self.vreg();
                self.valu(
                    op::V_FLOOR_F32,
                    MOperand::whole(t, 1),
                    vec![src],
                    false,
                    Modifiers::default(),
                )?;
                let dst = self.def(inst, false)?;
                self.valu(
                    op::V_SUB_F32,
                    dst,
                    vec![src, MOperand::whole(t, 1)],
                    false,
                    Modifiers::default(),
                )
            }
            Opcode::Copy => {
                let dst = self.def(inst, false)?;
                self.valu(op::V_MOV_B32, dst, vec![src], false, Modifiers::default())
            }
            Opcode::Bnot => {
                let dst = self.def(inst, false)?;
                self.valu(op::V_NOT_B32, dst, vec![src], false, Modifiers::default())
            }
            Opcode::Ineg => {
                if scalar {
                    let dst = self.def(inst, true)?;
                    self.push(
                        op::S_SUB_U32,
                        Encoding::Native,
                        &[dst, const_operand(0, false), src],
                    )?;
                    return Ok(());
                }
                let dst = self.def(inst, false)?;
                self.valu(
                    op::V_SUB_U32,
                    dst,
                    vec![const_operand(0, false), src],
                    false,
                    Modifiers::default(),
                )
            }
            Opcode::Fneg | Opcode::Fabs => {
                let dst = self.def(inst, false)?;
                if flags.sat {
                    return Err(self.unsupported(format!("{} with sat", opcode.name()), Some(inst)));
                }
                let (op, k) = sign_op(opcode, flags);
                let name = [op::V_AND_B32, op::V_OR_B32, op::V_XOR_B32, op::V_MOV_B32][op];
                let mut srcs = vec![src];
                if let Some(k) = k {
                    srcs.insert(0, const_operand(k, false));
                }
                self.valu(name, dst, srcs, true, Modifiers::default())
            }
            _ => match CONVERSIONS.iter().find(|(o, _)| *o == opcode) {
                Some((_, name)) => {
                    // Float sources take their `abs`/`neg` modifiers on the conversion;
                    // `_sat` only when the result is a float.
                    let float_result = self
                        .func
                        .inst_result(inst)
                        .is_some_and(|v| self.func.value_type(v) == Type::F32);
                    if flags.sat && !float_result {
                        return Err(
                            self.unsupported(format!("{} with sat", opcode.name()), Some(inst))
                        );
                    }
                    let mods = Modifiers {
                        neg: if ty == Type::F32 { flags.neg } else { 0 },
                        abs: if ty == Type::F32 { flags.abs } else { 0 },
                        clamp: flags.sat,
                        ..Modifiers::default()
                    };
                    if (flags.neg != 0 || flags.abs != 0) && ty != Type::F32 {
                        return Err(self.unsupported(
                            format!("{} with source modifiers", opcode.name()),
                            Some(inst),
                        ));
                    }
                    let dst = self.def(inst, false)?;
                    self.valu(*name, dst, vec![src], false, mods)
                }
                None => Err(self.unsupported(opcode.name(), Some(inst))),
            },
        }
    }

    pub(super) fn float_mods(flags: FloatFlags) -> Modifiers {
        Modifiers {
            neg: flags.neg,
            abs: flags.abs,
            clamp: flags.sat,
            ..Modifiers::default()
        }
    }

    pub(super) fn binary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(args[0]);
        if ty == Type::B1 {
            let name = MASK_BINARY
                .iter()
                .find(|(o, _)| *o == opcode)
                .map(|(_, n)| *n)
                .ok_or_else(|| self.unsupported(format!("{} on b1", opcode.name()), Some(inst)))?;
            let a = self.mask_of(args[0])?;
            let b = self.mask_of(args[1])?;
            let m = self.sreg(2);
            self.push(name, Encoding::Native, &[MOperand::whole(m, 2), a, b])?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        if ty == Type::I32 && matches!(opcode, Opcode::Icarry | Opcode::Iborrow) {
            // Carry (borrow) out of the 32-bit add (subtract) as 0 or 1.
            let name = if opcode == Opcode::Icarry {
                op::V_ADD_CO_U32
            } else {
                op::V_SUB_CO_U32
            };
            let mut srcs = [self.src(args[0])?, self.src(args[1])?];
            self.legalize_vop3_sources(&mut srcs)?;
            let sum = MOperand::whole(self.vreg(), 1);
            let carry = MOperand::whole(self.sreg(2), 2);
            self.push(name, Encoding::Vop3, &[sum, carry, srcs[0], srcs[1]])?;
            let dst = self.def(inst, false)?;
            return self.cndmask(dst, const_operand(0, false), const_operand(1, false), carry);
        }
        if ty == Type::I64 {
            return self.int64_binary(inst, opcode, args);
        }
        if ty == Type::F64 {
            return self.float64_binary(inst, opcode, flags, args);
        }
        if ty == Type::I32 && opcode == Opcode::Iconcat {
            return self.iconcat(inst, args);
        }
        if ty == Type::I32 && matches!(opcode, Opcode::Udiv | Opcode::Urem) {
            return self.udiv_urem(inst, opcode == Opcode::Udiv, args);
        }
        if ty == Type::I32 {
            let row = INT_BINARY
                .iter()
                .find(|r| r.opcode == opcode)
                .ok_or_else(|| self.unsupported(opcode.name(), Some(inst)))?;
            let scalar = self.result_uniform(inst) && args.iter().all(|a| self.is_scalar(*a));
            let a = self.src(args[0])?;
            let b = self.src(args[1])?;
            if let (true, Some(name)) = (scalar, row.salu) {
                let dst = self.def(inst, true)?;
                self.push(name, Encoding::Native, &[dst, a, b])?;
                return Ok(());
            }
            let dst = self.def(inst, false)?;
            let srcs = if row.reversed { vec![b, a] } else { vec![a, b] };
            return self.valu(row.valu, dst, srcs, row.commutative, Modifiers::default());
        }
        if ty == Type::F32 && opcode == Opcode::Fdiv {
            return self.fdiv(inst, flags, args);
        }
        if ty == Type::F32 {
            let name = match opcode {
                Opcode::Fadd => op::V_ADD_F32,
                Opcode::Fsub => op::V_SUB_F32,
                Opcode::Fmul if flags.ieee => op::V_MUL_F32,
                Opcode::Fmul => op::V_MUL_LEGACY_F32,
                Opcode::Fmin => op::V_MIN_F32,
                Opcode::Fmax => op::V_MAX_F32,
                _ => return Err(self.unsupported(format!("{} on f32", opcode.name()), Some(inst))),
            };
            let a = self.src(args[0])?;
            let b = self.src(args[1])?;
            let dst = self.def(inst, false)?;
            // The IR's non-IEEE multiply is the DX9 rule (a zero factor gives +0), exactly
            // what `v_mul_legacy_f32` computes.
            let commutative = opcode.is_commutative() && flags.abs == 0 && flags.neg == 0;
            return self.valu(name, dst, vec![a, b], commutative, Self::float_mods(flags));
        }
        Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)))
    }

    /// Unsigned 32-bit division or remainder (gfx9 has no divide instruction), the sequence
    /// LLVM's AMDGPU backend uses: a reciprocal estimate scaled by `0x4f7ffffe`
    /// (4294966784.0, just below 2^32), one Newton-Raphson step in integers, the quotient
    /// estimate `mulhi(x, z)` and two corrections. Division by zero gives the IR's results
    /// (`udiv` all ones, `urem` the dividend): the remainder is already `x`, the quotient is
    /// selected.
    ///
    /// This wrapper selects the IR instruction; [`Isel::udiv_rem`] emits the sequence.
    fn udiv_urem(
        &mut self,
        inst: Inst,
        is_div: bool,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        if self
            .func
            .inst_result(inst)
            .is_some_and(|v| self.locs[v].is_some())
        {
            // Already computed with its partner (below).
            return Ok(());
        }
        // The other of `udiv`/`urem` on the same operands later in the same block comes from
        // the same sequence: the remainder is one correction step more, the quotient one
        // select more.
        let partner = self.divrem_partner(inst, is_div, args);
        let (want_q, want_r) = (is_div || partner.is_some(), !is_div || partner.is_some());
        let (q, r) = match self.locs[args[1]] {
            Some(Loc::Const(d)) if d != 0 => {
                let scalar = self.result_uniform(inst) && self.is_scalar(args[0]);
                let n = self.src(args[0])?;
                let (q, r) = self.udiv_rem_const(n, d, want_q, want_r, scalar)?;
                // A quotient that is the dividend itself (d = 1) gets its own register.
                let q = match q {
                    Some(q) if q == n => Some(self.copy_operand(q, scalar)?),
                    q => q,
                };
                (q, r)
            }
            _ => {
                let x = self.vgpr_src(args[0])?;
                let y = self.vgpr_src(args[1])?;
                self.udiv_rem(x, y, want_q, want_r)?
            }
        };
        let reg = |o: Option<MOperand>| {
            o.and_then(|o| o.vreg())
                .ok_or_else(|| CodegenError::Internal("division result not in a register".into()))
        };
        let (mine, theirs) = if is_div { (q, r) } else { (r, q) };
        self.set(inst, Loc::Reg(reg(mine)?, 1))?;
        if let Some(p) = partner {
            self.set(p, Loc::Reg(reg(theirs)?, 1))?;
        }
        Ok(())
    }

    /// The `urem` (for a `udiv`, else the `udiv`) of the same operands after `inst` in its
    /// block, if any.
    fn divrem_partner(&self, inst: Inst, is_div: bool, args: [Value; 2]) -> Option<Inst> {
        let want = if is_div { Opcode::Urem } else { Opcode::Udiv };
        let block = self
            .func
            .layout
            .iter()
            .copied()
            .find(|&b| self.func.blocks[b].insts.contains(&inst))?;
        let insts = &self.func.blocks[block].insts;
        let at = insts.iter().position(|&i| i == inst)?;
        insts[at + 1..].iter().copied().find(|&i| {
            matches!(self.func.insts[i], InstructionData::Binary { opcode, args: a, .. }
                if opcode == want && a == args)
        })
    }

    /// The quotient (when `want_q`) and remainder (when `want_r`) of VGPR operands `x / y`,
    /// in new VGPRs.
    fn udiv_rem(
        &mut self,
        x: MOperand,
        y: MOperand,
        want_q: bool,
        want_r: bool,
    ) -> Result<(Option<MOperand>, Option<MOperand>), CodegenError> {
        let none = Modifiers::default();
        let [fy, rcp, scaled, z0, neg_y, neg_yz, corr, z, q0, qy, r0]: [MOperand; 11] =
            std::array::from_fn(|_| MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1));
        self.valu(op::V_CVT_F32_U32, fy, vec![y], false, none)?;
        self.valu(op::V_RCP_IFLAG_F32, rcp, vec![fy], false, none)?;
        self.valu(
            op::V_MUL_F32,
            scaled,
            vec![const_operand(0x4f7f_fffe, true), rcp],
            true,
            none,
        )?;
        self.valu(op::V_CVT_U32_F32, z0, vec![scaled], false, none)?;
        self.valu(
            op::V_SUB_U32,
            neg_y,
            vec![const_operand(0, false), y],
            false,
            none,
        )?;
        self.valu(op::V_MUL_LO_U32, neg_yz, vec![neg_y, z0], true, none)?;
        self.valu(op::V_MUL_HI_U32, corr, vec![z0, neg_yz], true, none)?;
        self.valu(op::V_ADD_U32, z, vec![z0, corr], true, none)?;
        self.valu(op::V_MUL_HI_U32, q0, vec![x, z], true, none)?;
        self.valu(op::V_MUL_LO_U32, qy, vec![q0, y], true, none)?;
        self.valu(op::V_SUB_U32, r0, vec![x, qy], false, none)?;
        let (mut q, mut r) = (q0, r0);
        for step in 0..2 {
            let ge = self.vcmp(op::V_CMP_GE_U32, r, y)?;
            let last = step == 1;
            if want_q {
                let q1 = MOperand::whole(self.vreg(), 1);
                self.valu(
                    op::V_ADD_U32,
                    q1,
                    vec![const_operand(1, false), q],
                    true,
                    none,
                )?;
                let qn = MOperand::whole(self.vreg(), 1);
                self.cndmask(qn, q, q1, ge)?;
                q = qn;
            }
            if want_r || !last {
                let r1 = MOperand::whole(self.vreg(), 1);
                self.valu(op::V_SUB_U32, r1, vec![r, y], false, none)?;
                let rn = MOperand::whole(self.vreg(), 1);
                self.cndmask(rn, r, r1, ge)?;
                r = rn;
            }
        }
        // Division by zero: the remainder is already `x` (the estimate is 0 * anything), the
        // quotient is all ones.
        let quotient = if want_q {
            let dst = MOperand::whole(self.vreg(), 1);
            let zero = self.vcmp(op::V_CMP_EQ_U32, y, const_operand(0, false))?;
            self.cndmask(dst, q, const_operand(u32::MAX, false), zero)?;
            Some(dst)
        } else {
            None
        };
        Ok((quotient, want_r.then_some(r)))
    }

    /// The SDWA source select (`BYTE_0`-`BYTE_3` = 0-3, `WORD_0` = 4, `WORD_1` = 5) that
    /// extracts the field `(value, offset, width)` of a bit field extract, when the offset
    /// and width are constants naming a byte or a half-word and the value is in a VGPR.
    fn sdwa_field(&self, args: [Value; 3]) -> Option<u8> {
        let constant = |v: Value| match self.locs[v] {
            Some(Loc::Const(bits)) => Some(bits & 31),
            _ => None,
        };
        let in_vgpr = matches!(self.locs[args[0]], Some(Loc::Reg(r, 1))
            if self.mf.vregs[r].class == RegClass::Vgpr);
        match (in_vgpr, constant(args[1])?, constant(args[2])?) {
            (true, offset, 8) if offset % 8 == 0 => Some((offset / 8) as u8),
            (true, 0, 16) => Some(4),
            (true, 16, 16) => Some(5),
            _ => None,
        }
    }

    /// A byte or half-word field extract of `value` as one `v_mov_b32` in the SDWA form: the
    /// source select `sel` ([`Isel::sdwa_field`]) picks the field, `sext` sign-extends it for `sbfe`, the destination is the
    /// whole dword padded with zeros (manual, "SDWA": SRC0_SEL, SRC0_SEXT, DST_UNUSED).
    fn field_by_sdwa(
        &mut self,
        inst: Inst,
        signed: bool,
        value: Value,
        sel: u8,
    ) -> Result<(), CodegenError> {
        let src = self.src(value)?;
        let dst = self.def(inst, false)?;
        let mov = self.push(op::V_MOV_B32, Encoding::Sdwa, &[dst, src])?;
        mov.mods = Modifiers {
            dst_sel: 6,
            dst_unused: 0,
            src_sel: [sel, 6],
            sext: u8::from(signed),
            ..Modifiers::defaults_for(Encoding::Sdwa)
        };
        Ok(())
    }

    /// `bfi base, insert, offset, width`: `v_bfi_b32(v_bfm_b32(width, offset), insert <<
    /// offset, base)`, the IR's `((insert << o) & mask) | (base & !mask)`.
    pub(super) fn quaternary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        args: [Value; 4],
    ) -> Result<(), CodegenError> {
        if opcode != Opcode::Bfi {
            return Err(self.unsupported(opcode.name(), Some(inst)));
        }
        let [base, insert, offset, width] = [
            self.src(args[0])?,
            self.src(args[1])?,
            self.src(args[2])?,
            self.src(args[3])?,
        ];
        let none = Modifiers::default();
        let [mask, shifted]: [MOperand; 2] =
            std::array::from_fn(|_| MOperand::whole(self.mf.new_vreg(RegClass::Vgpr, 1), 1));
        self.valu(op::V_BFM_B32, mask, vec![width, offset], false, none)?;
        self.valu(
            op::V_LSHLREV_B32,
            shifted,
            vec![offset, insert],
            false,
            none,
        )?;
        let dst = self.def(inst, false)?;
        self.valu(op::V_BFI_B32, dst, vec![mask, shifted, base], false, none)
    }

    pub(super) fn ternary(
        &mut self,
        inst: Inst,
        opcode: Opcode,
        flags: FloatFlags,
        args: [Value; 3],
    ) -> Result<(), CodegenError> {
        let ty = self.func.value_type(args[1]);
        if ty.bits() == 64 && opcode == Opcode::Select {
            return self.select64(inst, args);
        }
        if ty == Type::F64 {
            return self.float64_ternary(inst, opcode, flags, args);
        }
        if ty.bits() == 64 {
            return Err(self.unsupported(format!("{} on {ty}", opcode.name()), Some(inst)));
        }
        if matches!(opcode, Opcode::Ubfe | Opcode::Sbfe) {
            if let Some(sel) = self.sdwa_field(args) {
                return self.field_by_sdwa(inst, opcode == Opcode::Sbfe, args[0], sel);
            }
        }
        match opcode {
            Opcode::Select => self.select(inst, args),
            Opcode::Fmad | Opcode::Ffma if ty == Type::F32 => {
                let name = match opcode {
                    Opcode::Ffma => op::V_FMA_F32,
                    _ if flags.ieee => op::V_MAD_F32,
                    _ => op::V_MAD_LEGACY_F32,
                };
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                let dst = self.def(inst, false)?;
                self.valu(name, dst, srcs.to_vec(), false, Self::float_mods(flags))
            }
            Opcode::Ubfe | Opcode::Sbfe | Opcode::Umad24 | Opcode::Smad24 => {
                // The IR operand order is the VOP3 one: (value, offset, width) for the bit
                // field extracts, (a, b, addend) for the 24-bit multiply-adds.
                let name = match opcode {
                    Opcode::Ubfe => op::V_BFE_U32,
                    Opcode::Sbfe => op::V_BFE_I32,
                    Opcode::Umad24 => op::V_MAD_U32_U24,
                    _ => op::V_MAD_I32_I24,
                };
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                let dst = self.def(inst, false)?;
                self.valu(name, dst, srcs.to_vec(), false, Modifiers::default())
            }
            Opcode::Imad => {
                let srcs = [self.src(args[0])?, self.src(args[1])?, self.src(args[2])?];
                if self.result_uniform(inst) && args.iter().all(|a| self.is_scalar(*a)) {
                    // Uniform: `s_mul_i32` then `s_add_u32` (the low 32 bits, as the IL's
                    // imad keeps).
                    let t = self.sreg(1);
                    let t_op = MOperand::whole(t, 1);
                    self.push(op::S_MUL_I32, Encoding::Native, &[t_op, srcs[0], srcs[1]])?;
                    let dst = self.def(inst, true)?;
                    self.push(op::S_ADD_U32, Encoding::Native, &[dst, srcs[2], t_op])?;
                    return Ok(());
                }
                let dst = self.def(inst, false)?;
                let t = self.vreg();
                self.valu(
                    op::V_MUL_LO_U32,
                    MOperand::whole(t, 1),
                    vec![srcs[0], srcs[1]],
                    true,
                    Modifiers::default(),
                )?;
                self.valu(
                    op::V_ADD_U32,
                    dst,
                    vec![srcs[2], MOperand::whole(t, 1)],
                    true,
                    Modifiers::default(),
                )
            }
            _ => Err(self.unsupported(opcode.name(), Some(inst))),
        }
    }

    /// `select c, t, f`: `s_cselect_b32` on SCC = (c & exec) != 0 when everything is scalar,
    /// else `v_cndmask_b32 dst, f, t, c`.
    pub(super) fn select(&mut self, inst: Inst, args: [Value; 3]) -> Result<(), CodegenError> {
        let mask = self.mask_of(args[0])?;
        let scalar =
            self.result_uniform(inst) && self.is_scalar(args[1]) && self.is_scalar(args[2]);
        if self.func.value_type(args[1]) == Type::B1 {
            // Mask select: (c & t) | (~c & f).
            let t = self.mask_of(args[1])?;
            let f = self.mask_of(args[2])?;
            let a = self.sreg(2);
            let b = self.sreg(2);
            let m = self.sreg(2);
            self.push(
                op::S_AND_B64,
                Encoding::Native,
                &[MOperand::whole(a, 2), mask, t],
            )?;
            self.push(
                op::S_ANDN2_B64,
                Encoding::Native,
                &[MOperand::whole(b, 2), f, mask],
            )?;
            self.push(
                op::S_OR_B64,
                Encoding::Native,
                &[
                    MOperand::whole(m, 2),
                    MOperand::whole(a, 2),
                    MOperand::whole(b, 2),
                ],
            )?;
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        let t = self.src(args[1])?;
        let f = self.src(args[2])?;
        if scalar {
            let tmp = self.sreg(2);
            self.push(
                op::S_AND_B64,
                Encoding::Native,
                &[MOperand::whole(tmp, 2), mask, EXEC],
            )?;
            let dst = self.def(inst, true)?;
            self.push(op::S_CSELECT_B32, Encoding::Native, &[dst, t, f])?;
            return Ok(());
        }
        let dst = self.def(inst, false)?;
        self.cndmask(dst, f, t, mask)
    }

    /// `v_cndmask_b32_e64 dst, f, t, mask`: the mask takes the one constant-bus read, so
    /// scalar and literal sources move to VGPRs first.
    pub(super) fn cndmask(
        &mut self,
        dst: MOperand,
        f: MOperand,
        t: MOperand,
        mask: MOperand,
    ) -> Result<(), CodegenError> {
        let mut srcs = [f, t];
        for s in srcs.iter_mut() {
            if self.uses_constant_bus(s) {
                *s = self.ensure_vgpr(*s)?;
            }
        }
        self.push(
            op::V_CNDMASK_B32,
            Encoding::Vop3,
            &[dst, srcs[0], srcs[1], mask],
        )?;
        Ok(())
    }

    /// `bmask`: all ones where the mask is set.
    pub(super) fn select_consts(
        &mut self,
        inst: Inst,
        mask: MOperand,
        t: u32,
        f: u32,
    ) -> Result<(), CodegenError> {
        if self.result_uniform(inst) {
            let tmp = self.sreg(2);
            self.push(
                op::S_AND_B64,
                Encoding::Native,
                &[MOperand::whole(tmp, 2), mask, EXEC],
            )?;
            let dst = self.def(inst, true)?;
            self.push(
                op::S_CSELECT_B32,
                Encoding::Native,
                &[dst, const_operand(t, false), const_operand(f, false)],
            )?;
            return Ok(());
        }
        let dst = self.def(inst, false)?;
        self.cndmask(dst, const_operand(f, false), const_operand(t, false), mask)
    }

    pub(super) fn int_compare(
        &mut self,
        inst: Inst,
        cond: IntCC,
        args: [Value; 2],
    ) -> Result<(), CodegenError> {
        if self.func.value_type(args[0]) == Type::I64 {
            return self.int64_compare(inst, cond, args);
        }
        if self.func.value_type(args[0]) != Type::I32 {
            return Err(self.unsupported(
                format!("icmp on {}", self.func.value_type(args[0])),
                Some(inst),
            ));
        }
        let (salu, valu) = int_cc_names(cond);
        let a = self.src(args[0])?;
        let b = self.src(args[1])?;
        if self.result_uniform(inst) && args.iter().all(|v| self.is_scalar(*v)) {
            self.push(salu, Encoding::Native, &[a, b])?;
            let m = self.sreg(2);
            self.push(
                op::S_CSELECT_B64,
                Encoding::Native,
                &[
                    MOperand::whole(m, 2),
                    MOperand::Fixed(Operand::Inline(193)),
                    MOperand::Fixed(Operand::Inline(128)),
                ],
            )?;
            self.scc_mask = self.func.inst_result(inst).map(|v| {
                let len = self.mf.blocks[self.cur].insts.len();
                (v, self.cur, len)
            });
            return self.def_mask(inst, MOperand::whole(m, 2));
        }
        let m = self.vcmp(valu, a, b)?;
        self.def_mask(inst, m)
    }
}
