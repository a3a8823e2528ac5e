//! Strength reduction of 32-bit integer multiplies by constants, and reassociation of
//! constant offsets outwards (GCN's `v_mul_lo_u32` is a quarter-rate instruction, Vega ISA
//! §6.2; a shift and an add are full-rate):
//! - `imul x, 0` → `0`; `imul x, 2^k` → `ishl x, k`;
//! - `imul x, 2^a + 2^b` (`a > b`) with `x` not uniform → `ishl (iadd (ishl x, a - b), x), b`
//!   (without the outer shift when `b = 0`): two or three full-rate instructions instead of a
//!   quarter-rate `v_mul_lo_u32` (and its literal's `v_mov_b32`, VOP3 taking no literal on
//!   gfx9); a uniform `x` keeps its one-cycle scalar multiply;
//! - `imad a, b, c` with `a`, `b` constants → `iadd (a·b), c`; with one factor 0 → `c`,
//!   1 → `iadd x, c`, `2^k` → `iadd (ishl x, k), c`;
//! - `iadd (iadd x, c1), c2` → `iadd x, c1 + c2`;
//! - `ishl (iadd x, c1), c2` (the inner add used only there) → `iadd (ishl x, c2), c1 << c2`,
//!   so that address arithmetic ends in `base + constant` (what the backends fold into
//!   instruction offsets).
//!
//! All of these are exact in 32-bit wrapping arithmetic (shifts by `k < 32` multiply by `2^k`
//! modulo `2^32`). Unrolled loops produce many of them (`imad k, 8, x` with a constant `k`).
//! Runs to a fixpoint.

use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::instructions::InstructionData;
use crate::opcode::Opcode;
use crate::types::Type;
use crate::uniformity::{analyze, Uniformity};
use crate::FloatFlags;

/// The constant bits of an `i32` value.
fn int_const(func: &Function, v: Value) -> Option<u32> {
    match func.const_value(v) {
        Some((Type::I32, bits)) => Some(bits as u32),
        _ => None,
    }
}

fn binary(opcode: Opcode, a: Value, b: Value) -> InstructionData {
    InstructionData::Binary {
        opcode,
        flags: FloatFlags::default(),
        args: [a, b],
    }
}

fn constant(bits: u32) -> InstructionData {
    InstructionData::Const {
        ty: Type::I32,
        bits: u64::from(bits),
    }
}

/// What one instruction becomes: instructions to insert before it (each may use the results
/// of the earlier ones through [`Operand::New`]) and its own new data.
struct Rewrite {
    before: Vec<(Opcode, Operand, Operand)>,
    before_consts: Vec<u32>,
    data: Option<InstructionData>,
    /// Final form built from the inserted values: (opcode, operand, operand).
    last: Option<(Opcode, Operand, Operand)>,
}

/// An operand of an inserted or rewritten instruction.
#[derive(Clone, Copy)]
enum Operand {
    /// An existing value.
    Old(Value),
    /// The `n`-th inserted constant.
    Const(usize),
    /// The `n`-th inserted instruction's result.
    New(usize),
}

impl Rewrite {
    fn data(data: InstructionData) -> Rewrite {
        Rewrite {
            before: Vec::new(),
            before_consts: Vec::new(),
            data: Some(data),
            last: None,
        }
    }
}

/// The rewrite of `inst`, if one applies.
fn rewrite(
    func: &Function,
    inst: Inst,
    uses: &cranelift_entity::SecondaryMap<Value, u32>,
    uniformity: &Uniformity,
) -> Option<Rewrite> {
    let result = func.inst_result(inst)?;
    if func.value_type(result) != Type::I32 {
        return None;
    }
    match func.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Imul,
            args: [a, b],
            ..
        } => {
            let (x, c) = match (int_const(func, a), int_const(func, b)) {
                (_, Some(c)) => (a, c),
                (Some(c), None) => (b, c),
                _ => return None,
            };
            if c == 0 {
                Some(Rewrite::data(constant(0)))
            } else if c.is_power_of_two() && c > 1 {
                Some(Rewrite {
                    before: Vec::new(),
                    before_consts: vec![c.trailing_zeros()],
                    data: None,
                    last: Some((Opcode::Ishl, Operand::Old(x), Operand::Const(0))),
                })
            } else if c.count_ones() == 2 && !uniformity.is_uniform(x) {
                // c = 2^a + 2^b: x·c = ((x << (a - b)) + x) << b (mod 2^32).
                let (a, b) = (31 - c.leading_zeros(), c.trailing_zeros());
                let shifted = (Opcode::Ishl, Operand::Old(x), Operand::Const(0));
                let sum = (Opcode::Iadd, Operand::New(0), Operand::Old(x));
                Some(if b == 0 {
                    Rewrite {
                        before: vec![shifted],
                        before_consts: vec![a - b],
                        data: None,
                        last: Some(sum),
                    }
                } else {
                    Rewrite {
                        before: vec![shifted, sum],
                        before_consts: vec![a - b, b],
                        data: None,
                        last: Some((Opcode::Ishl, Operand::New(1), Operand::Const(1))),
                    }
                })
            } else {
                None
            }
        }
        InstructionData::Ternary {
            opcode: Opcode::Imad,
            args: [a, b, c],
            ..
        } => match (int_const(func, a), int_const(func, b)) {
            (Some(ka), Some(kb)) => Some(Rewrite {
                before: Vec::new(),
                before_consts: vec![ka.wrapping_mul(kb)],
                data: None,
                last: Some((Opcode::Iadd, Operand::Const(0), Operand::Old(c))),
            }),
            (Some(k), None) | (None, Some(k)) => {
                let x = if int_const(func, a).is_some() { b } else { a };
                if k == 0 {
                    Some(Rewrite::data(InstructionData::Unary {
                        opcode: Opcode::Copy,
                        flags: FloatFlags::default(),
                        arg: c,
                    }))
                } else if k == 1 {
                    Some(Rewrite::data(binary(Opcode::Iadd, x, c)))
                } else if k.is_power_of_two() {
                    Some(Rewrite {
                        before: vec![(Opcode::Ishl, Operand::Old(x), Operand::Const(0))],
                        before_consts: vec![k.trailing_zeros()],
                        data: None,
                        last: Some((Opcode::Iadd, Operand::New(0), Operand::Old(c))),
                    })
                } else {
                    None
                }
            }
            (None, None) => None,
        },
        InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [a, b],
            ..
        } => {
            let (inner, c2) = match (int_const(func, a), int_const(func, b)) {
                (None, Some(c)) => (a, c),
                (Some(c), None) => (b, c),
                _ => return None,
            };
            let (x, c1) = const_add(func, inner)?;
            Some(Rewrite {
                before: Vec::new(),
                before_consts: vec![c1.wrapping_add(c2)],
                data: None,
                last: Some((Opcode::Iadd, Operand::Old(x), Operand::Const(0))),
            })
        }
        InstructionData::Binary {
            opcode: Opcode::Ishl,
            args: [a, b],
            ..
        } => {
            let s = int_const(func, b)?;
            if s >= 32 || uses[a] != 1 {
                return None;
            }
            let (x, c1) = const_add(func, a)?;
            Some(Rewrite {
                before: vec![(Opcode::Ishl, Operand::Old(x), Operand::Old(b))],
                before_consts: vec![c1 << s],
                data: None,
                last: Some((Opcode::Iadd, Operand::New(0), Operand::Const(0))),
            })
        }
        _ => None,
    }
}

/// `(x, c)` when `v` is `iadd x, c` (either order) with `x` not a constant.
fn const_add(func: &Function, v: Value) -> Option<(Value, u32)> {
    let inst = func.value_inst(v)?;
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: [a, b],
        ..
    } = func.insts[inst]
    else {
        return None;
    };
    match (int_const(func, a), int_const(func, b)) {
        (None, Some(c)) => Some((a, c)),
        (Some(c), None) => Some((b, c)),
        _ => None,
    }
}

/// Applies the rewrites; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed_any = false;
    for _ in 0..8 {
        let mut changed = false;
        let uses = func.use_counts();
        let uniformity = analyze(func);
        for block in func.layout.clone() {
            let insts = std::mem::take(&mut func.blocks[block].insts);
            for inst in insts {
                let Some(rw) = rewrite(func, inst, &uses, &uniformity) else {
                    func.blocks[block].insts.push(inst);
                    continue;
                };
                changed = true;
                let loc = func.srclocs[inst];
                let mut consts = Vec::new();
                for bits in &rw.before_consts {
                    let i = func.append_inst(block, constant(*bits));
                    func.srclocs[i] = loc;
                    consts.extend(func.inst_result(i));
                }
                let mut news: Vec<Value> = Vec::new();
                let resolve = |o: Operand, news: &[Value]| match o {
                    Operand::Old(v) => v,
                    Operand::Const(n) => consts[n],
                    Operand::New(n) => news[n],
                };
                for (op, a, b) in &rw.before {
                    let data = binary(*op, resolve(*a, &news), resolve(*b, &news));
                    let i = func.append_inst(block, data);
                    func.srclocs[i] = loc;
                    news.extend(func.inst_result(i));
                }
                let data = match (rw.data, rw.last) {
                    (Some(d), _) => d,
                    (None, Some((op, a, b))) => binary(op, resolve(a, &news), resolve(b, &news)),
                    (None, None) => func.insts[inst].clone(),
                };
                func.insts[inst] = data;
                func.blocks[block].insts.push(inst);
            }
        }
        if !changed {
            break;
        }
        changed_any = true;
    }
    changed_any
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use crate::passes::testing::{check, evaluate, random_differential};
    use crate::passes::{copy_prop, dce};

    #[test]
    fn constant_multiplies_become_shifts_and_adds() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 8
    v2 = imul v0, v1
    v3 = const.i32 3
    v4 = imad v3, v1, v0
    v5 = imad v0, v1, v2
    v6 = const.i32 0
    v7 = imul v6, v0
    v8 = iadd v4, v5
    v9 = iadd v8, v7
    store uav(1) v2, v9
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 8
    v10 = const.i32 3
    v2 = ishl v0, v10
    v3 = const.i32 3
    v11 = const.i32 24
    v4 = iadd v11, v0
    v12 = const.i32 3
    v13 = ishl v0, v12
    v5 = iadd v13, v2
    v6 = const.i32 0
    v7 = const.i32 0
    v8 = iadd v4, v5
    v9 = iadd v8, v7
    store uav(1) v2, v9
    return
}
",
        );
    }

    #[test]
    fn two_bit_constants_of_divergent_values_become_shifts_and_an_add() {
        // x·80 = ((x << 2) + x) << 4 and x·3 = (x << 1) + x for the divergent global id; the
        // uniform group id keeps its multiply by 80, and 7 (three bits) stays a multiply.
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = special group_id.x
    v2 = const.i32 80
    v3 = imul v0, v2
    v4 = const.i32 3
    v5 = imul v4, v0
    v6 = imul v1, v2
    v7 = const.i32 7
    v8 = imul v0, v7
    v9 = iadd v5, v8
    v10 = iadd v6, v9
    store uav(1) v3, v10
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = special group_id.x
    v2 = const.i32 80
    v11 = const.i32 2
    v12 = const.i32 4
    v13 = ishl v0, v11
    v14 = iadd v13, v0
    v3 = ishl v14, v12
    v4 = const.i32 3
    v15 = const.i32 1
    v16 = ishl v0, v15
    v5 = iadd v16, v0
    v6 = imul v1, v2
    v7 = const.i32 7
    v8 = imul v0, v7
    v9 = iadd v5, v8
    v10 = iadd v6, v9
    store uav(1) v3, v10
    return
}
",
        );
        // Lane 5 by hand: byte address 5·12 = 60 (word 15) holds 5·3 + 5·7 = 50.
        let mut f = parse_function(
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 12
    v2 = imul v0, v1
    v3 = const.i32 3
    v4 = imul v0, v3
    v5 = const.i32 7
    v6 = imul v0, v5
    v7 = iadd v4, v6
    store uav(1) v2, v7
    return
}
",
        )
        .expect("parses");
        assert!(run(&mut f));
        let memory = evaluate(&f).expect("runs");
        assert_eq!(memory.uavs[&1][15], 50);
    }

    #[test]
    fn constant_offsets_move_outwards() {
        // (x + 1) << 2 + 256: one shift of x and one add of 4 + 256 = 260 after cleanup.
        let text = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 1
    v2 = iadd v0, v1
    v3 = const.i32 2
    v4 = ishl v2, v3
    v5 = const.i32 256
    v6 = iadd v4, v5
    v7 = ishl v0, v3
    store uav(1) v7, v6
    return
}
";
        let before = parse_function(text).expect("parses");
        let mut f = parse_function(text).expect("parses");
        assert!(run(&mut f));
        copy_prop::run(&mut f);
        dce::run(&mut f);
        let t = f.to_string();
        assert!(t.contains("const.i32 260"), "{t}");
        assert_eq!(t.matches("iadd").count(), 1, "{t}");
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 3 by hand: (3 + 1) * 4 + 256 = 272.
        assert_eq!(a.uavs[&1][3], 272);
    }

    #[test]
    fn random_functions_keep_their_memory() {
        random_differential(run, 0..300);
    }
}
