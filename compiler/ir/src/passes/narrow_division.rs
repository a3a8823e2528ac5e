//! A double division of two promoted floats, demoted back to float, as one float division:
//! `fdemote (fdiv (fpromote a), (fpromote b))` becomes `fdiv ftz a, b` on f32 (IL
//! `d2f(ddiv(f2d(a), f2d(b)))`, manual L7296-7310, L9203-9204, L7337-7349).
//!
//! Exactness, for the IL's rules (denormal floats flushed by `f2d`'s input and `d2f`'s
//! output, as the interpreter's `convert::f2d`/`d2f` and the hardware's conversions in the
//! kernel's flushing float mode do):
//! - a quotient of two floats (normal, zero, infinite or NaN after flushing) rounded to double
//!   and then to float equals the quotient rounded to float once: double's 53-bit significand
//!   is at least twice float's 24 bits plus 2, which makes double rounding innocuous for
//!   division (Figueroa, "When is double rounding innocuous?", 1995). The double quotient of
//!   normal floats lies within 2^±280, far from double's denormals, so `d2f`'s flushing of
//!   double denormals never applies; float denormal results are flushed by both forms;
//! - a zero divisor: the double form gives ±`zeroop` as a double, which `d2f` converts
//!   ("if the result does not fit as a float, inf is returned", L7304): double's largest
//!   finite value becomes infinity, so `zeroop(fltmax)` becomes `zeroop_inf`, zero and
//!   infinity stay; the sign follows the dividend in both forms (`a < 0`). IL `ddiv`'s own
//!   rule, the IEEE result (`zeroop_ieee`, L9204: `x / ±0` infinite with the sign of both
//!   operands, `0 / 0` NaN), is the float division's too and stays;
//! - NaNs stay NaNs; `abs`/`neg` modifiers commute with the exact promotion.
//!
//! The double division must have no `sat`, the demotion no flags of its own. The IR's own
//! evaluator keeps float denormals through `fpromote`/`fdemote` (its `ftz` flag is off there),
//! so on denormal operands or results the two forms differ in that evaluator only.
//!
//! Not part of the shared `-O2` pipeline: it needs a correctly rounded single-precision
//! division, which the GCN backend has (`v_div_scale`/`v_div_fmas`/`v_div_fixup`); the GCN
//! backend runs it itself.

use crate::entities::Value;
use crate::function::Function;
use crate::instructions::{FloatFlags, InstructionData, ZeroOp};
use crate::opcode::Opcode;

/// `v` with `copy` instructions followed back to their source.
fn through_copies(func: &Function, mut v: Value) -> Value {
    while let Some(InstructionData::Unary {
        opcode: Opcode::Copy,
        arg,
        ..
    }) = func.value_inst(v).map(|i| &func.insts[i])
    {
        v = *arg;
    }
    v
}

/// The float `a` when `v` is `fpromote a` without modifiers.
fn promoted_float(func: &Function, v: Value) -> Option<Value> {
    let v = through_copies(func, v);
    match func.value_inst(v).map(|i| &func.insts[i]) {
        Some(InstructionData::Unary {
            opcode: Opcode::Fpromote,
            flags,
            arg,
        }) if flags.abs == 0 && flags.neg == 0 && !flags.sat => Some(*arg),
        _ => None,
    }
}

/// The float division that replaces `fdemote (fdiv p, q)` for the double division's `flags`
/// and arguments, if both are promoted floats.
fn narrowed(func: &Function, flags: FloatFlags, args: [Value; 2]) -> Option<InstructionData> {
    if flags.sat {
        return None;
    }
    let a = promoted_float(func, args[0])?;
    let b = promoted_float(func, args[1])?;
    let zeroop = match flags.zeroop {
        ZeroOp::Zero => ZeroOp::Zero,
        ZeroOp::FltMax | ZeroOp::Infinity => ZeroOp::Infinity,
        ZeroOp::Ieee => ZeroOp::Ieee,
    };
    Some(InstructionData::Binary {
        opcode: Opcode::Fdiv,
        flags: FloatFlags {
            ftz: true,
            ieee: true,
            sat: false,
            zeroop,
            abs: flags.abs,
            neg: flags.neg,
        },
        args: [a, b],
    })
}

/// Narrows every demoted division of promoted floats; returns whether anything changed.
/// The double division stays for its other users (dead-code elimination removes it when the
/// demotion was the only one).
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    for block in func.layout.clone() {
        for inst in func.blocks[block].insts.clone() {
            let InstructionData::Unary {
                opcode: Opcode::Fdemote,
                flags,
                arg,
            } = func.insts[inst]
            else {
                continue;
            };
            if flags.abs != 0 || flags.neg != 0 || flags.sat {
                continue;
            }
            let division = through_copies(func, arg);
            let replacement = match func.value_inst(division).map(|i| &func.insts[i]) {
                Some(InstructionData::Binary {
                    opcode: Opcode::Fdiv,
                    flags,
                    args,
                }) => narrowed(func, *flags, *args),
                _ => None,
            };
            if let Some(data) = replacement {
                func.insts[inst] = data;
                changed = true;
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn demoted_division_of_promoted_floats_is_a_float_division() {
        // v7: the IL shape (zeroop fltmax becomes infinity); v11: modifiers carried, zeroop
        // zero kept, the double quotient kept for its other user (the store of its low
        // word); v15: a promoted float divided by a double that is not one stays; v16: a
        // saturated division stays; v24: IL `ddiv`'s IEEE zero rule kept.
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = bitcast.f32 v1
    v3 = load uav(1) v0
    v4 = bitcast.f32 v3
    v5 = fpromote v2
    v6 = fpromote v4
    v7 = copy v6
    v8 = fdiv ieee v5, v7
    v9 = fdemote v8
    v10 = fdiv ieee zeroop_zero neg0 abs1 v5, v6
    v11 = fdemote v10
    v12 = bitcast.i64 v10
    v13 = fadd ieee v5, v6
    v14 = fdiv ieee v5, v13
    v15 = fdemote v14
    v22 = fdiv ieee sat v5, v6
    v16 = fdemote v22
    v23 = fdiv ieee zeroop_ieee v5, v6
    v24 = fdemote v23
    v17 = fadd ftz v9, v11
    v18 = fadd ftz v15, v16
    v25 = fadd ftz v17, v24
    v19 = fadd ftz v25, v18
    v20 = bitcast.i32 v19
    store uav(2) v0, v20
    v21 = ilo v12
    store uav(3) v0, v21
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = bitcast.f32 v1
    v3 = load uav(1) v0
    v4 = bitcast.f32 v3
    v5 = fpromote v2
    v6 = fpromote v4
    v7 = copy v6
    v8 = fdiv ieee v5, v7
    v9 = fdiv ftz ieee zeroop_inf v2, v4
    v10 = fdiv ieee zeroop_zero neg0 abs1 v5, v6
    v11 = fdiv ftz ieee zeroop_zero neg0 abs1 v2, v4
    v12 = bitcast.i64 v10
    v13 = fadd ieee v5, v6
    v14 = fdiv ieee v5, v13
    v15 = fdemote v14
    v22 = fdiv ieee sat v5, v6
    v16 = fdemote v22
    v23 = fdiv ieee zeroop_ieee v5, v6
    v24 = fdiv ftz ieee zeroop_ieee v2, v4
    v17 = fadd ftz v9, v11
    v18 = fadd ftz v15, v16
    v25 = fadd ftz v17, v24
    v19 = fadd ftz v25, v18
    v20 = bitcast.i32 v19
    store uav(2) v0, v20
    v21 = ilo v12
    store uav(3) v0, v21
    return
}
",
        );
    }

    #[test]
    fn random_functions_keep_their_meaning() {
        random_differential(run, 0..300);
    }
}
