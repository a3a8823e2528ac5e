//! Per-lane semantics of the non-reduction ALU opcodes (manual §7.2 pseudo-code, L5586-8419):
//! a pure function from the three (already modified) source words to the result word, the
//! predicate the instruction sets (PRED_SET*) and whether it kills the lane (KILL*).
//! Output modifiers (OMOD, CLAMP), reductions (DOT4, MAX4) and MOVA* are applied by the
//! machine. Choices where the manual is silent are listed in `docs/r600-sim.md`.
//!
//! Denormals: the R600 manual never mentions them (it defers to an "SP Numeric spec" that is
//! not part of it, L4052-4053). R6xx hardware flushes single-precision denormals, and the IL
//! states the rule the hardware implements ("denorms are flushed before all float
//! instructions", IL L3055; "flushed to zeros on input and output", IL L8418). So every float
//! operand of a float instruction (IEEE variants included) is flushed to a zero of its sign
//! before the operation ([`flush_word`]), and every float result is flushed after it (before
//! OMOD and CLAMP, and again after OMOD). Integer instructions, the moved operands of CMOV*
//! and a MOV without output modifiers move bits unchanged (NEG/ABS on a MOV only change the
//! sign bit).

use r600_isa::AluOp;

/// The largest finite single-precision value, `MAX_FLOAT` of the manual.
const MAX_FLOAT: f32 = f32::MAX;
/// 1.0f as bits.
const ONE: u32 = 0x3F80_0000;

/// What one instruction does in one lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The result word (GPR / PV / PS value).
    pub value: u32,
    /// `Some(execute)` for PRED_SET*: the predicate it computes.
    pub pred: Option<bool>,
    /// Whether the lane is killed (KILL* only).
    pub kill: bool,
}

fn f(x: u32) -> f32 {
    f32::from_bits(x)
}

/// Flushes a denormal float to a zero of the same sign; other values pass unchanged.
pub(crate) fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// A float operand as the ALU sees it: flushed when denormal.
pub(crate) fn flush_word(w: u32) -> f32 {
    flush(f(w))
}

fn val(value: u32) -> Outcome {
    Outcome {
        value,
        pred: None,
        kill: false,
    }
}

/// A float result, flushed when denormal.
fn fval(x: f32) -> Outcome {
    val(flush(x).to_bits())
}

fn boolf(b: bool) -> u32 {
    if b {
        ONE
    } else {
        0
    }
}

fn mask(b: bool) -> u32 {
    if b {
        u32::MAX
    } else {
        0
    }
}

/// The DX9 multiply: 0 * anything (Inf, NaN included) = 0 (L4061-4065); the product is
/// flushed when denormal (the operands are flushed by the caller).
pub(crate) fn mul_dx9(a: f32, b: f32) -> f32 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        flush(a * b)
    }
}

/// A PRED_SET* compare result: true → 0.0 and Execute, false → 1.0 and Skip (L6904-7515).
fn pred(b: bool) -> Outcome {
    Outcome {
        value: if b { 0 } else { ONE },
        pred: Some(b),
        kill: false,
    }
}

/// A predicate-counter increment (`*_PUSH*`, L7054-7064): `cond(src1) && src0 == 0.0` →
/// 0.0 and Execute, else `src0 + 1.0` and Skip.
fn pred_push(cond: bool, s0: u32) -> Outcome {
    if cond && f(s0) == 0.0 {
        pred(true)
    } else {
        Outcome {
            value: (f(s0) + 1.0).to_bits(),
            pred: Some(false),
            kill: false,
        }
    }
}

fn kill(b: bool) -> Outcome {
    Outcome {
        value: boolf(b),
        pred: None,
        kill: b,
    }
}

fn clamp_inf(x: f32) -> f32 {
    if x.is_infinite() {
        MAX_FLOAT.copysign(x)
    } else {
        x
    }
}

fn flush_inf(x: f32) -> f32 {
    if x.is_infinite() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// MUL_LIT (L6597-6609): −MAX_FLOAT when src1 is −MAX/−Inf/NaN or src2 is ≤ 0 or NaN, else
/// src0 · src1 with the DX9 zero rule.
fn mul_lit(a: f32, b: f32, c: f32) -> f32 {
    if b == -MAX_FLOAT || b == f32::NEG_INFINITY || b.is_nan() || c.is_nan() || c <= 0.0 {
        -MAX_FLOAT
    } else {
        mul_dx9(a, b)
    }
}

/// Logical shift with the manual's rule that counts above 31 give 0 (L4260-4266).
fn shift(v: u32, n: u32, left: bool) -> u32 {
    match (n > 31, left) {
        (true, _) => 0,
        (false, true) => v << n,
        (false, false) => v >> n,
    }
}

/// Evaluates `op` on one lane. Returns `None` for opcodes the machine handles itself
/// (reductions, MOVA*, NOP) or does not implement.
pub(crate) fn eval(op: AluOp, s: [u32; 3]) -> Option<Outcome> {
    use AluOp::*;
    let [a, b, c] = s;
    let (fa, fb, fc) = (flush_word(a), flush_word(b), flush_word(c));
    let (ia, ib) = (a as i32, b as i32);
    Some(match op {
        Add => fval(fa + fb),
        Mul => fval(mul_dx9(fa, fb)),
        MulIeee => fval(fa * fb),
        Max => fval(if fa >= fb { fa } else { fb }),
        Min => fval(if fa < fb { fa } else { fb }),
        MaxDx10 => fval(fa.max(fb)),
        MinDx10 => fval(fa.min(fb)),
        Sete => val(boolf(fa == fb)),
        Setgt => val(boolf(fa > fb)),
        Setge => val(boolf(fa >= fb)),
        Setne => val(boolf(fa != fb)),
        SeteDx10 => val(mask(fa == fb)),
        SetgtDx10 => val(mask(fa > fb)),
        SetgeDx10 => val(mask(fa >= fb)),
        SetneDx10 => val(mask(fa != fb)),
        Fract => fval(fa - fa.floor()),
        Trunc => fval(fa.trunc()),
        Ceil => fval(fa.ceil()),
        Rndne => fval(fa.round_ties_even()),
        Floor => fval(fa.floor()),
        Mov => val(a),
        PredSete => pred(fa == fb),
        PredSetgt => pred(fa > fb),
        PredSetge => pred(fa >= fb),
        PredSetne => pred(fa != fb),
        PredSetInv => {
            if fa == 1.0 {
                pred(true)
            } else {
                Outcome {
                    value: if fa == 0.0 { ONE } else { a },
                    pred: Some(false),
                    kill: false,
                }
            }
        }
        PredSetPop => {
            if fa <= fb {
                pred(true)
            } else {
                Outcome {
                    value: a,
                    pred: Some(false),
                    kill: false,
                }
            }
        }
        PredSetClr => Outcome {
            value: MAX_FLOAT.to_bits(),
            pred: Some(false),
            kill: false,
        },
        PredSetRestore => {
            if fa == 0.0 {
                pred(true)
            } else {
                Outcome {
                    value: a,
                    pred: Some(false),
                    kill: false,
                }
            }
        }
        PredSetePush => pred_push(fb == 0.0, a),
        PredSetgtPush => pred_push(fb > 0.0, a),
        PredSetgePush => pred_push(fb >= 0.0, a),
        PredSetnePush => pred_push(fb != 0.0, a),
        Kille => kill(fa == fb),
        Killgt => kill(fa > fb),
        Killge => kill(fa >= fb),
        Killne => kill(fa != fb),
        AndInt => val(a & b),
        OrInt => val(a | b),
        XorInt => val(a ^ b),
        NotInt => val(!a),
        AddInt => val(a.wrapping_add(b)),
        SubInt => val(a.wrapping_sub(b)),
        MaxInt => val(ia.max(ib) as u32),
        MinInt => val(ia.min(ib) as u32),
        MaxUint => val(a.max(b)),
        MinUint => val(a.min(b)),
        SeteInt => val(mask(a == b)),
        SetgtInt => val(mask(ia > ib)),
        SetgeInt => val(mask(ia >= ib)),
        SetneInt => val(mask(a != b)),
        SetgtUint => val(mask(a > b)),
        SetgeUint => val(mask(a >= b)),
        PredSeteInt => pred(a == b),
        PredSetgtInt => pred(ia > ib),
        PredSetgeInt => pred(ia >= ib),
        PredSetneInt => pred(a != b),
        PredSetltInt => pred(ia < ib),
        PredSetleInt => pred(ia <= ib),
        PredSetePushInt => pred_push(ib == 0, a),
        PredSetgtPushInt => pred_push(ib > 0, a),
        PredSetgePushInt => pred_push(ib >= 0, a),
        PredSetnePushInt => pred_push(ib != 0, a),
        PredSetltPushInt => pred_push(ib < 0, a),
        PredSetlePushInt => pred_push(ib <= 0, a),
        ExpIeee => fval(if fa == 0.0 { 1.0 } else { fa.exp2() }),
        LogClamped => fval(if fa == 1.0 { 0.0 } else { clamp_inf(fa.log2()) }),
        LogIeee => fval(if fa == 1.0 { 0.0 } else { fa.log2() }),
        RecipClamped => fval(clamp_inf(1.0 / fa)),
        RecipFf => fval(flush_inf(1.0 / fa)),
        RecipIeee => fval(1.0 / fa),
        RecipsqrtClamped => fval(clamp_inf(1.0 / fa.sqrt())),
        RecipsqrtFf => fval(flush_inf(1.0 / fa.sqrt())),
        RecipsqrtIeee => fval(1.0 / fa.sqrt()),
        SqrtIeee => fval(fa.sqrt()),
        // Truncation; NaN → 0 and saturation outside the i32 range (the manual's rule for
        // out-of-range values is garbled, L4252-4254).
        FltToInt => val(fa as i32 as u32),
        IntToFlt => fval(ia as f32),
        UintToFlt => fval(a as f32),
        Sin => fval(fa.sin()),
        Cos => fval(fa.cos()),
        AshrInt => val(if b > 31 {
            if ia < 0 {
                u32::MAX
            } else {
                0
            }
        } else {
            (ia >> b) as u32
        }),
        LshrInt => val(shift(a, b, false)),
        LshlInt => val(shift(a, b, true)),
        MulloInt => val(ia.wrapping_mul(ib) as u32),
        MulhiInt => val(((i64::from(ia) * i64::from(ib)) >> 32) as u32),
        MulloUint => val(a.wrapping_mul(b)),
        MulhiUint => val(((u64::from(a) * u64::from(b)) >> 32) as u32),
        // Fixed-point reciprocals (format not in the manual): unsigned 0.32, signed 1.31.
        RecipUint => val(if a == 0 {
            u32::MAX
        } else {
            ((1u64 << 32) / u64::from(a)).min(u64::from(u32::MAX)) as u32
        }),
        RecipInt => val(if ia == 0 {
            i32::MAX as u32
        } else {
            ((1i64 << 31) / i64::from(ia)).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
                as u32
        }),
        MulLit => fval(mul_lit(fa, fb, fc)),
        MulLitM2 => fval(flush(mul_lit(fa, fb, fc)) * 2.0),
        MulLitM4 => fval(flush(mul_lit(fa, fb, fc)) * 4.0),
        MulLitD2 => fval(flush(mul_lit(fa, fb, fc)) * 0.5),
        Muladd => fval(mul_dx9(fa, fb) + fc),
        MuladdM2 => fval(flush(mul_dx9(fa, fb) + fc) * 2.0),
        MuladdM4 => fval(flush(mul_dx9(fa, fb) + fc) * 4.0),
        MuladdD2 => fval(flush(mul_dx9(fa, fb) + fc) * 0.5),
        MuladdIeee => fval(flush(fa * fb) + fc),
        MuladdIeeeM2 => fval(flush(flush(fa * fb) + fc) * 2.0),
        MuladdIeeeM4 => fval(flush(flush(fa * fb) + fc) * 4.0),
        MuladdIeeeD2 => fval(flush(flush(fa * fb) + fc) * 0.5),
        Cmove => val(if fa == 0.0 { b } else { c }),
        Cmovgt => val(if fa > 0.0 { b } else { c }),
        Cmovge => val(if fa >= 0.0 { b } else { c }),
        CmoveInt => val(if ia == 0 { b } else { c }),
        CmovgtInt => val(if ia > 0 { b } else { c }),
        CmovgeInt => val(if ia >= 0 { b } else { c }),
        Mova | MovaFloor | MovaInt | Nop | Dot4 | Dot4Ieee | Cube | Max4 => return None,
    })
}

/// The AR value MOVA* computes from its source (L6459-6539), clamped to [−256, 255] as
/// Table 4-4 states (the pseudo-code's out-of-range values are garbled).
pub(crate) fn mova(op: AluOp, src: u32) -> i32 {
    let v = match op {
        AluOp::MovaInt => i64::from(src as i32),
        AluOp::MovaFloor => f64::from(flush_word(src)).floor() as i64,
        _ => (f64::from(flush_word(src)) + 0.5).floor() as i64,
    };
    v.clamp(-256, 255) as i32
}

/// Applies OMOD and CLAMP to a float result (L10222-10232, L10392-10399). The value is a
/// float result then: flushed when denormal (a MOV's operand included), and again after the
/// scaling.
pub(crate) fn output_modifiers(value: u32, omod: r600_isa::Omod, clamp: bool) -> u32 {
    let mut x = flush_word(value);
    x = flush(match omod {
        r600_isa::Omod::Off => x,
        r600_isa::Omod::M2 => x * 2.0,
        r600_isa::Omod::M4 => x * 4.0,
        r600_isa::Omod::D2 => x * 0.5,
    });
    if clamp {
        x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
    }
    if omod == r600_isa::Omod::Off && !clamp {
        value
    } else {
        x.to_bits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dx9_multiply_zero_rule() {
        let r = eval(AluOp::Mul, [0, f32::INFINITY.to_bits(), 0]).map(|o| o.value);
        assert_eq!(r, Some(0));
        let r = eval(AluOp::MulIeee, [0, f32::INFINITY.to_bits(), 0]).map(|o| f(o.value));
        assert!(r.is_some_and(f32::is_nan));
    }

    #[test]
    fn shifts_above_31_and_sub_order() {
        assert_eq!(eval(AluOp::LshlInt, [1, 32, 0]).map(|o| o.value), Some(0));
        assert_eq!(
            eval(AluOp::AshrInt, [(-8i32) as u32, 40, 0]).map(|o| o.value),
            Some(u32::MAX)
        );
        assert_eq!(eval(AluOp::SubInt, [10, 3, 0]).map(|o| o.value), Some(7));
    }

    /// The smallest positive denormal and its negation.
    const DENORM: u32 = 0x0000_0001;
    const NEG_DENORM: u32 = 0x8000_0001;

    fn value(op: AluOp, s: [u32; 3]) -> Option<u32> {
        eval(op, s).map(|o| o.value)
    }

    #[test]
    fn float_operands_and_results_are_flushed() {
        let w = |x: f32| x.to_bits();
        // denormal inputs become zeros of their sign: -denorm + -0 = -0, denorm + 0 = +0
        assert_eq!(
            value(AluOp::Add, [NEG_DENORM, 0x8000_0000, 0]),
            Some(0x8000_0000)
        );
        assert_eq!(value(AluOp::Add, [DENORM, 0, 0]), Some(0));
        // IEEE operations too: denorm · 2^100 would be normal without the input flush
        assert_eq!(
            value(AluOp::MulIeee, [DENORM, w(2f32.powi(100)), 0]),
            Some(0)
        );
        // a denormal result (2^-126 · 0.5) is flushed, keeping its sign
        let min = f32::MIN_POSITIVE;
        assert_eq!(
            value(AluOp::MulIeee, [w(-min), w(0.5), 0]),
            Some(0x8000_0000)
        );
        // the product of MULADD is flushed before the sum: 2^-126·0.5 + 2^-126 = 2^-126
        assert_eq!(
            value(AluOp::MuladdIeee, [w(min), w(0.5), w(min)]),
            Some(w(min))
        );
        // compares see flushed operands: denorm == -0
        assert_eq!(
            value(AluOp::SeteDx10, [DENORM, 0x8000_0000, 0]),
            Some(u32::MAX)
        );
        assert_eq!(
            eval(AluOp::PredSetgt, [DENORM, 0, 0]).and_then(|o| o.pred),
            Some(false)
        );
        // FLOOR of -denorm is -0, not -1
        assert_eq!(value(AluOp::Floor, [NEG_DENORM, 0, 0]), Some(0x8000_0000));
        // MAX_DX10 returns the flushed operand
        assert_eq!(
            value(AluOp::MaxDx10, [DENORM, NEG_DENORM, 0]).map(|v| v & 0x7fff_ffff),
            Some(0)
        );
    }

    #[test]
    fn moves_and_integer_operations_keep_denormal_bits() {
        assert_eq!(value(AluOp::Mov, [DENORM, 0, 0]), Some(DENORM));
        assert_eq!(value(AluOp::AddInt, [DENORM, 0, 0]), Some(DENORM));
        // CMOVE tests a flushed src0 but moves src1 / src2 unchanged
        assert_eq!(
            value(AluOp::Cmove, [DENORM, NEG_DENORM, 7]),
            Some(NEG_DENORM)
        );
        // output modifiers make a MOV's value a float result: flushed, then clamped
        use r600_isa::Omod;
        assert_eq!(output_modifiers(DENORM, Omod::Off, false), DENORM);
        assert_eq!(output_modifiers(DENORM, Omod::Off, true), 0);
        assert_eq!(output_modifiers(NEG_DENORM, Omod::Off, true), 0x8000_0000);
        // a normal halved into the denormal range by OMOD is flushed
        assert_eq!(
            output_modifiers(f32::MIN_POSITIVE.to_bits(), Omod::D2, false),
            0
        );
    }

    #[test]
    fn pred_push_counts() {
        let o = eval(AluOp::PredSetgtPushInt, [ONE, 5, 0]);
        assert_eq!(
            o,
            Some(Outcome {
                value: 2.0f32.to_bits(),
                pred: Some(false),
                kill: false
            })
        );
        assert_eq!(mova(AluOp::Mova, 1000.0f32.to_bits()), 255);
        assert_eq!(mova(AluOp::MovaFloor, (-1.5f32).to_bits()), -2);
    }
}
