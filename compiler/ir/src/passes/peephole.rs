//! Peephole folding of float modifiers and predicate round trips:
//! - an operand defined by `fneg x` / `fabs x` (without flags of their own besides `ftz`) is
//!   replaced by `x` with the operand's `neg`/`abs` source modifier, in every float operation
//!   and float compare (exact: modifiers flip the same bits the instruction did);
//! - `fsat (op ...)` where `op` is a float operation used only there becomes `op` with the
//!   `sat` flag (when `op` flushes denormals or `fsat` does not);
//! - `icmp ne (bmask b), 0` becomes `b`, `icmp eq (bmask b), 0` becomes `bnot b`;
//! - `select c, x, x` becomes `x`;
//! - `bitcast.T (bitcast.U x)` with `x: T` becomes `x` (looking through `copy`s);
//! - `iconcat (ilo x), (ihi x)` becomes `x` (a 64-bit value split into its halves and joined
//!   again, as IL's two-register doubles are around every double operation: without it the
//!   backend copies both halves twice per operation);
//! - integer identities: `x + 0`, `x - 0`, `x * 1`, `x | 0`, `x ^ 0`, `x & -1` and shifts by 0
//!   become `x`.
//!
//! Replaced results become `copy`s, which copy propagation and DCE then remove.

use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::instructions::{FloatFlags, InstructionData, IntCC};
use crate::opcode::Opcode;

/// If `v` is `fneg x` or `fabs x` with only modifier-free flags, returns `(x, is_neg)`.
fn modifier_source(func: &Function, v: Value) -> Option<(Value, bool)> {
    let inst = func.value_inst(v)?;
    match func.insts[inst] {
        InstructionData::Unary {
            opcode: Opcode::Fneg,
            flags,
            arg,
        } if FloatFlags {
            ftz: false,
            ..flags
        } == FloatFlags::default() =>
        {
            Some((arg, true))
        }
        InstructionData::Unary {
            opcode: Opcode::Fabs,
            flags,
            arg,
        } if FloatFlags {
            ftz: false,
            ..flags
        } == FloatFlags::default() =>
        {
            Some((arg, false))
        }
        _ => None,
    }
}

fn absorb_modifiers(func: &mut Function, inst: Inst) -> bool {
    let operands = func.insts[inst].values();
    let mut changed = false;
    for (i, &v) in operands.iter().enumerate() {
        let Some((x, is_neg)) = modifier_source(func, v) else {
            continue;
        };
        let bit = 1u8 << i;
        let (flags, args): (&mut FloatFlags, &mut [Value]) = match &mut func.insts[inst] {
            InstructionData::Unary { flags, arg, .. } => (flags, std::slice::from_mut(arg)),
            InstructionData::Binary { flags, args, .. } => (flags, args.as_mut_slice()),
            InstructionData::Ternary { flags, args, .. } => (flags, args.as_mut_slice()),
            InstructionData::FloatCompare { flags, args, .. } => (flags, args.as_mut_slice()),
            _ => return changed,
        };
        // Operand value is m(src) with m = neg?(abs?(.)); src = fneg x or fabs x.
        if flags.abs & bit == 0 {
            if is_neg {
                flags.neg ^= bit;
            } else {
                flags.abs |= bit;
            }
        }
        // With `abs` already set, abs(-x) = abs(|x|) = abs(x): only the operand changes.
        args[i] = x;
        changed = true;
    }
    changed
}

fn accepts_modifiers(data: &InstructionData) -> bool {
    match data {
        InstructionData::Unary { opcode, .. }
        | InstructionData::Binary { opcode, .. }
        | InstructionData::Ternary { opcode, .. } => opcode.uses_float_flags(),
        InstructionData::FloatCompare { .. } => true,
        _ => false,
    }
}

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

/// `x` when `v` is `op x` for the unary `op` (looking through copies).
fn unary_source(func: &Function, v: Value, op: Opcode) -> Option<Value> {
    let v = through_copies(func, v);
    match func.value_inst(v).map(|i| &func.insts[i]) {
        Some(InstructionData::Unary { opcode, arg, .. }) if *opcode == op => {
            Some(through_copies(func, *arg))
        }
        _ => None,
    }
}

/// Applies the peephole rules; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    let uses = func.use_counts();
    for block in func.layout.clone() {
        for inst in func.blocks[block].insts.clone() {
            if accepts_modifiers(&func.insts[inst]) {
                changed |= absorb_modifiers(func, inst);
            }
            let replacement: Option<InstructionData> = match func.insts[inst].clone() {
                InstructionData::Unary {
                    opcode: Opcode::Fsat,
                    flags,
                    arg,
                } if flags.abs == 0 && flags.neg == 0 && !flags.sat && uses[arg] == 1 => {
                    let producer = func.value_inst(arg);
                    match producer.map(|p| &mut func.insts[p]) {
                        Some(
                            InstructionData::Unary {
                                opcode, flags: pf, ..
                            }
                            | InstructionData::Binary {
                                opcode, flags: pf, ..
                            }
                            | InstructionData::Ternary {
                                opcode, flags: pf, ..
                            },
                        ) if opcode.uses_float_flags() && !pf.sat && (pf.ftz || !flags.ftz) => {
                            pf.sat = true;
                            Some(InstructionData::Unary {
                                opcode: Opcode::Copy,
                                flags: FloatFlags::default(),
                                arg,
                            })
                        }
                        _ => None,
                    }
                }
                InstructionData::IntCompare {
                    cond: cond @ (IntCC::Ne | IntCC::Eq),
                    args,
                } => {
                    let (mask, zero) = if func.const_value(args[1]).is_some() {
                        (args[0], args[1])
                    } else {
                        (args[1], args[0])
                    };
                    let is_zero = func.const_value(zero).is_some_and(|(_, b)| b == 0);
                    let source = func.value_inst(mask).and_then(|i| match func.insts[i] {
                        InstructionData::Unary {
                            opcode: Opcode::Bmask,
                            arg,
                            ..
                        } => Some(arg),
                        _ => None,
                    });
                    match (is_zero, source) {
                        (true, Some(b)) => {
                            let opcode = if cond == IntCC::Ne {
                                Opcode::Copy
                            } else {
                                Opcode::Bnot
                            };
                            Some(InstructionData::Unary {
                                opcode,
                                flags: FloatFlags::default(),
                                arg: b,
                            })
                        }
                        _ => None,
                    }
                }
                InstructionData::Bitcast { ty, arg } => {
                    let arg = through_copies(func, arg);
                    match func.value_inst(arg).map(|i| &func.insts[i]) {
                        Some(InstructionData::Bitcast { arg: inner, .. })
                            if func.value_type(*inner) == ty =>
                        {
                            Some(InstructionData::Unary {
                                opcode: Opcode::Copy,
                                flags: FloatFlags::default(),
                                arg: *inner,
                            })
                        }
                        _ => None,
                    }
                }
                InstructionData::Binary {
                    opcode: Opcode::Iconcat,
                    args,
                    ..
                } => match (
                    unary_source(func, args[0], Opcode::Ilo),
                    unary_source(func, args[1], Opcode::Ihi),
                ) {
                    (Some(lo), Some(hi)) if lo == hi => Some(InstructionData::Unary {
                        opcode: Opcode::Copy,
                        flags: FloatFlags::default(),
                        arg: lo,
                    }),
                    _ => None,
                },
                InstructionData::Binary { opcode, args, .. } => {
                    let is = |v: Value, want: u64| {
                        func.const_value(v)
                            .is_some_and(|(ty, bits)| bits & ty.mask() == want & ty.mask())
                    };
                    let keep = match opcode {
                        Opcode::Iadd | Opcode::Bor | Opcode::Bxor if is(args[0], 0) => {
                            Some(args[1])
                        }
                        Opcode::Iadd
                        | Opcode::Bor
                        | Opcode::Bxor
                        | Opcode::Isub
                        | Opcode::Ishl
                        | Opcode::Ushr
                        | Opcode::Sshr
                            if is(args[1], 0) =>
                        {
                            Some(args[0])
                        }
                        Opcode::Imul if is(args[1], 1) => Some(args[0]),
                        Opcode::Imul if is(args[0], 1) => Some(args[1]),
                        Opcode::Band if is(args[1], u64::MAX) => Some(args[0]),
                        Opcode::Band if is(args[0], u64::MAX) => Some(args[1]),
                        _ => None,
                    };
                    let negated = |v: Value| {
                        func.value_inst(v).and_then(|i| match func.insts[i] {
                            InstructionData::Unary {
                                opcode: Opcode::Ineg,
                                arg,
                                ..
                            } => Some(arg),
                            _ => None,
                        })
                    };
                    let copy = keep.map(|arg| InstructionData::Unary {
                        opcode: Opcode::Copy,
                        flags: FloatFlags::default(),
                        arg,
                    });
                    // `a + -b` and `-b + a` are `a - b`.
                    let subtract = match (opcode, negated(args[0]), negated(args[1])) {
                        (Opcode::Iadd, _, Some(b)) => Some([args[0], b]),
                        (Opcode::Iadd, Some(b), None) => Some([args[1], b]),
                        _ => None,
                    };
                    copy.or_else(|| {
                        subtract.map(|args| InstructionData::Binary {
                            opcode: Opcode::Isub,
                            flags: FloatFlags::default(),
                            args,
                        })
                    })
                }
                InstructionData::Ternary {
                    opcode: Opcode::Imad,
                    args,
                    ..
                } => {
                    // `imad a, b, c` after an `imul a, b` of the same block: add to that
                    // product (no target has a 32-bit integer multiply-add instruction).
                    let insts = &func.blocks[block].insts;
                    let here = insts.iter().position(|&i| i == inst).unwrap_or(0);
                    insts[..here]
                        .iter()
                        .find(|&&i| {
                            matches!(func.insts[i], InstructionData::Binary {
                                opcode: Opcode::Imul,
                                args: m,
                                ..
                            } if m == [args[0], args[1]] || m == [args[1], args[0]])
                        })
                        .and_then(|&i| func.inst_result(i))
                        .map(|product| InstructionData::Binary {
                            opcode: Opcode::Iadd,
                            flags: FloatFlags::default(),
                            args: [product, args[2]],
                        })
                }
                InstructionData::Ternary {
                    opcode: Opcode::Select,
                    args,
                    ..
                } if args[1] == args[2] => Some(InstructionData::Unary {
                    opcode: Opcode::Copy,
                    flags: FloatFlags::default(),
                    arg: args[1],
                }),
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
    fn folds_modifiers_saturate_and_masks() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = bitcast.f32 v3
    v5 = fneg ftz v4
    v6 = fabs v4
    v7 = fmul ftz v5, v6
    v8 = fsat ftz v7
    v9 = fneg v6
    v10 = fadd ftz abs1 v9, v5
    v11 = fcmp lt ftz v5, v10
    v12 = bmask v11
    v13 = const.i32 0
    v14 = icmp ne v12, v13
    v15 = select v14, v8, v10
    v16 = select v11, v15, v15
    v17 = bitcast.i32 v16
    store uav(1) v2, v17
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = bitcast.f32 v3
    v5 = fneg ftz v4
    v6 = fabs v4
    v7 = fmul ftz sat neg0 abs1 v4, v4
    v8 = copy v7
    v9 = fneg abs0 v4
    v10 = fadd ftz abs1 v9, v4
    v11 = fcmp lt ftz neg0 v4, v10
    v12 = bmask v11
    v13 = const.i32 0
    v14 = copy v11
    v15 = select v14, v8, v10
    v16 = copy v15
    v17 = bitcast.i32 v16
    store uav(1) v2, v17
    return
}
",
        );
    }

    #[test]
    fn folds_bitcast_pairs_and_integer_identities() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = bitcast.f32 v0
    v2 = bitcast.i32 v1
    v3 = const.i32 0
    v4 = iadd v3, v2
    v5 = const.i32 1
    v6 = imul v4, v5
    v7 = const.i32 -1
    v8 = band v7, v6
    v9 = ishl v8, v3
    v10 = ishl v9, v5
    store uav(1) v10, v9
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = bitcast.f32 v0
    v2 = copy v0
    v3 = const.i32 0
    v4 = copy v2
    v5 = const.i32 1
    v6 = copy v4
    v7 = const.i32 -1
    v8 = copy v6
    v9 = copy v8
    v10 = ishl v9, v5
    store uav(1) v10, v9
    return
}
",
        );
    }

    #[test]
    fn rejoined_halves_of_a_double_are_the_double() {
        // IL keeps a double in two registers: `fpromote` is split into halves and joined
        // again before `fadd`; the join through a copy still folds, the bitcast pair after it
        // too, while halves of different values (v9 with v5's low word) stay joined.
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = bitcast.f32 v1
    v3 = fpromote v2
    v4 = bitcast.i64 v3
    v5 = ilo v4
    v6 = ihi v4
    v7 = copy v6
    v8 = iconcat v5, v7
    v9 = bitcast.f64 v8
    v10 = fadd ieee v9, v9
    v11 = bitcast.i64 v10
    v12 = ihi v11
    v13 = iconcat v5, v12
    v14 = ilo v13
    store uav(1) v0, v14
    v15 = fdemote v9
    v16 = bitcast.i32 v15
    store uav(2) v0, v16
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = bitcast.f32 v1
    v3 = fpromote v2
    v4 = bitcast.i64 v3
    v5 = ilo v4
    v6 = ihi v4
    v7 = copy v6
    v8 = copy v4
    v9 = copy v3
    v10 = fadd ieee v9, v9
    v11 = bitcast.i64 v10
    v12 = ihi v11
    v13 = iconcat v5, v12
    v14 = ilo v13
    store uav(1) v0, v14
    v15 = fdemote v9
    v16 = bitcast.i32 v15
    store uav(2) v0, v16
    return
}
",
        );
    }

    #[test]
    fn negated_addends_subtract_and_imad_reuses_a_product() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = ineg v1
    v3 = iadd v0, v2
    v4 = iadd v2, v0
    v5 = imul v1, v0
    v6 = imad v0, v1, v3
    v7 = imad v0, v3, v1
    store uav(1) v4, v6
    store uav(1) v3, v7
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = ineg v1
    v3 = isub v0, v1
    v4 = isub v0, v1
    v5 = imul v1, v0
    v6 = iadd v5, v3
    v7 = imad v0, v3, v1
    store uav(1) v4, v6
    store uav(1) v3, v7
    return
}
",
        );
    }

    #[test]
    fn random_functions_keep_their_meaning() {
        random_differential(run, 0..60);
    }
}
