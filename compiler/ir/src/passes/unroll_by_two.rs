//! Unrolling by two of counted loops with a run-time trip count whose body loads memory, so
//! that the load clustering (`schedule_loads`) can issue two iterations' loads together and
//! one memory latency covers both.
//!
//! A loop qualifies when it is a header `H` and one body block `B` (`H → B → H`), entered by
//! one edge from outside, `H` holding only pure instructions and ending in the loop's only
//! exit test, a compare of a header parameter `k` (the counter) with a value `n` defined
//! outside the loop, `k` stepping by one (`B` passes `iadd k, 1` back), and `B` loading
//! memory. Written with the loop's own compare (`stay(k) ⇔ k < n`, signed or unsigned, in
//! any of the forms `k < n`, `n > k`, `!(k >= n)`, `!(n <= k)`):
//!
//! ```text
//! H2(p):  copy of H's instructions; if !stay(k) || !stay(k + 1) goto H(p) else goto B1
//! B1:     copy of B; then a copy of H's instructions and a copy of B (the second run),
//!         which jumps back to H2
//! H, B:   the original loop, left for the last iteration (or none)
//! ```
//!
//! The exit is the branch's taken side, as in the header: the GCN backend lowers the taken
//! side of a divergent branch first, so the exit's copies read the parameters before the
//! body's back edge writes them (a uniform counter lives in one SGPR for all lanes).
//! `stay(k) && stay(k + 1)` holds exactly when the original loop would run its body at
//! least twice more (when `stay(k)` holds, `k < n` leaves room for `k + 1` without
//! wrapping), so every lane runs the same bodies in the same order; every exit still
//! leaves through `H`, whose values keep dominating their uses after the loop.
//! CFG simplification merges the copies into one block.

use crate::cfg::{natural_loops, Cfg, DomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, InstructionData, IntCC};
use crate::opcode::Opcode;
use crate::types::Type;
use crate::FloatFlags;
use std::collections::HashMap;

/// Most instructions (header and body) a loop may have to be unrolled.
pub const MAX_LOOP_SIZE: usize = 48;

/// What unrolling one loop needs.
struct Plan {
    header: Block,
    body: Block,
    preheader: Block,
    /// The counter (a header parameter) and the bound.
    counter: Value,
    bound: Value,
    /// The "stay in the loop" compare of counter (first operand) and bound.
    stay: IntCC,
    /// The header's branch into the body.
    enter: BlockCall,
}

/// Unrolls every qualifying loop by two; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let plans: Vec<Plan> = natural_loops(func, &cfg, &domtree)
        .iter()
        .filter_map(|(header, body)| plan(func, &cfg, *header, body))
        .collect();
    for p in &plans {
        unroll(func, p);
    }
    !plans.is_empty()
}

/// Checks the loop's shape; `None` when it does not qualify.
fn plan(func: &Function, cfg: &Cfg, header: Block, blocks: &[Block]) -> Option<Plan> {
    let [h, body] = blocks else {
        return None;
    };
    if *h != header || *body == header {
        return None;
    }
    let body = *body;
    let outside: Vec<Block> = cfg.preds[header]
        .iter()
        .copied()
        .filter(|p| *p != body)
        .collect();
    let [preheader] = outside.as_slice() else {
        return None;
    };
    if cfg.preds[body].as_slice() != [header] {
        return None;
    }
    // One entry edge (a `brif` with both targets the header would be two).
    let entry_term = func.terminator(*preheader)?;
    if func.insts[entry_term]
        .branch_targets()
        .iter()
        .filter(|c| c.block == header)
        .count()
        != 1
    {
        return None;
    }
    let (header_term, header_insts) = func.blocks[header].insts.split_last()?;
    if !header_insts.iter().all(|i| func.insts[*i].is_pure()) {
        return None;
    }
    let body_term = func.terminator(body)?;
    let InstructionData::Jump { dest: back } = &func.insts[body_term] else {
        return None;
    };
    if back.block != header {
        return None;
    }
    let mut loads = false;
    for &i in &func.blocks[body].insts {
        match &func.insts[i] {
            InstructionData::Load { .. } => loads = true,
            InstructionData::Fence { .. } | InstructionData::Return => return None,
            _ => {}
        }
    }
    let size = header_insts.len() + func.blocks[body].insts.len();
    if !loads || size > MAX_LOOP_SIZE {
        return None;
    }
    let InstructionData::Brif {
        cond,
        then_dest,
        else_dest,
    } = &func.insts[*header_term]
    else {
        return None;
    };
    let (enter, exit_when) = match (then_dest.block == body, else_dest.block == body) {
        (true, false) => (then_dest.clone(), false),
        (false, true) => (else_dest.clone(), true),
        _ => return None,
    };
    let InstructionData::IntCompare { cond: cc, args } = func.insts[func.value_inst(*cond)?] else {
        return None;
    };
    let params = &func.blocks[header].params;
    let in_loop = |v: Value| match func.values[v].def {
        ValueDef::Result(i) => {
            func.blocks[header].insts.contains(&i) || func.blocks[body].insts.contains(&i)
        }
        ValueDef::Param(b, _) => b == header || b == body,
        ValueDef::Detached => true,
    };
    // `stay` with the counter first.
    let (counter, bound, cc) = if params.contains(&args[0]) && !in_loop(args[1]) {
        (args[0], args[1], cc)
    } else if params.contains(&args[1]) && !in_loop(args[0]) {
        (args[1], args[0], cc.swapped())
    } else {
        return None;
    };
    let stay = match (cc, exit_when) {
        (IntCC::Ult, false) | (IntCC::Uge, true) => IntCC::Ult,
        (IntCC::Slt, false) | (IntCC::Sge, true) => IntCC::Slt,
        _ => return None,
    };
    if func.value_type(counter) != Type::I32 {
        return None;
    }
    // The counter steps by one.
    let index = params.iter().position(|p| *p == counter)?;
    let next = *back.args.get(index)?;
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: step,
        ..
    } = func.insts[func.value_inst(next)?]
    else {
        return None;
    };
    let one = |v: Value| func.const_value(v).map(|c| c.1) == Some(1);
    if !((step[0] == counter && one(step[1])) || (step[1] == counter && one(step[0]))) {
        return None;
    }
    Some(Plan {
        header,
        body,
        preheader: *preheader,
        counter,
        bound,
        stay,
        enter,
    })
}

/// Appends copies of `block`'s instructions (all, or all but the terminator) to `to`,
/// mapping values through `map` and recording the copies' results in it.
fn copy_insts(
    func: &mut Function,
    block: Block,
    to: Block,
    map: &mut HashMap<Value, Value>,
    with_terminator: bool,
) {
    let mut insts = func.blocks[block].insts.clone();
    if !with_terminator {
        insts.pop();
    }
    for inst in insts {
        let mut data = func.insts[inst].clone();
        data.map_values(|v| map.get(&v).copied().unwrap_or(v));
        let new = func.append_inst(to, data);
        func.srclocs[new] = func.srclocs[inst];
        if let (Some(old), Some(copy)) = (func.inst_result(inst), func.inst_result(new)) {
            map.insert(old, copy);
        }
    }
}

/// A block with parameters typed like `like`'s, mapping them in `map`.
fn block_like(func: &mut Function, like: Block, map: &mut HashMap<Value, Value>) -> Block {
    let new = func.make_block();
    for p in func.blocks[like].params.clone() {
        let ty = func.value_type(p);
        let np = func.append_block_param(new, ty);
        map.insert(p, np);
    }
    new
}

fn mapped(call: &BlockCall, map: &HashMap<Value, Value>) -> BlockCall {
    let mut call = call.clone();
    call.args
        .iter_mut()
        .for_each(|v| *v = map.get(v).copied().unwrap_or(*v));
    call
}

/// Builds the two-iteration loop in front of `plan`'s loop (see the module documentation).
fn unroll(func: &mut Function, plan: &Plan) {
    let (header, body) = (plan.header, plan.body);
    let loc = func
        .terminator(header)
        .map(|t| func.srclocs[t])
        .unwrap_or_default();
    // H2: the header's parameters and instructions, then the two-iteration test.
    let mut first = HashMap::new();
    let h2 = block_like(func, header, &mut first);
    copy_insts(func, header, h2, &mut first, false);
    let k = first[&plan.counter];
    let emit = |func: &mut Function, data: InstructionData| -> Value {
        let inst = func.append_inst(h2, data);
        func.srclocs[inst] = loc;
        func.inst_result(inst).unwrap_or(k)
    };
    let one = emit(
        func,
        InstructionData::Const {
            ty: Type::I32,
            bits: 1,
        },
    );
    let k1 = emit(
        func,
        InstructionData::Binary {
            opcode: Opcode::Iadd,
            flags: FloatFlags::default(),
            args: [k, one],
        },
    );
    // Leave (to the remainder) when either run would not happen: the exit is the branch's
    // taken side, as in the header, so that a backend lowering the taken side first reads
    // the parameters before the body's back edge writes them.
    let leave = match plan.stay {
        IntCC::Ult => IntCC::Uge,
        _ => IntCC::Sge,
    };
    let leave1 = emit(
        func,
        InstructionData::IntCompare {
            cond: leave,
            args: [k, plan.bound],
        },
    );
    let leave2 = emit(
        func,
        InstructionData::IntCompare {
            cond: leave,
            args: [k1, plan.bound],
        },
    );
    let either = emit(
        func,
        InstructionData::Binary {
            opcode: Opcode::Bor,
            flags: FloatFlags::default(),
            args: [leave1, leave2],
        },
    );
    // The first body run, the header again, the second body run.
    let b1 = block_like(func, body, &mut first);
    let params: Vec<Value> = func.blocks[header].params.clone();
    let to_remainder = BlockCall {
        block: header,
        args: params.iter().map(|p| first[p]).collect(),
    };
    let enter1 = mapped(&plan.enter, &first);
    let t = func.append_inst(
        h2,
        InstructionData::Brif {
            cond: either,
            then_dest: to_remainder,
            else_dest: BlockCall {
                block: b1,
                args: enter1.args,
            },
        },
    );
    func.srclocs[t] = loc;
    copy_insts(func, body, b1, &mut first, true);
    let mut second = HashMap::new();
    let hc = block_like(func, header, &mut second);
    copy_insts(func, header, hc, &mut second, false);
    let b2 = block_like(func, body, &mut second);
    let enter2 = mapped(&plan.enter, &second);
    let t = func.append_inst(
        hc,
        InstructionData::Jump {
            dest: BlockCall {
                block: b2,
                args: enter2.args,
            },
        },
    );
    func.srclocs[t] = loc;
    copy_insts(func, body, b2, &mut second, true);
    // The copies' back edges: b1 continues in hc, b2 in h2; the entry edge goes to h2.
    for (block, to) in [(b1, hc), (b2, h2), (plan.preheader, h2)] {
        if let Some(t) = func.terminator(block) {
            for call in func.insts[t].branch_targets_mut() {
                if call.block == header {
                    call.block = to;
                }
            }
        }
    }
    // Layout: the new blocks right before the header.
    let new_blocks = [h2, b1, hc, b2];
    func.layout.retain(|b| !new_blocks.contains(b));
    let at = func
        .layout
        .iter()
        .position(|b| *b == header)
        .unwrap_or(func.layout.len());
    func.layout.splice(at..at, new_blocks);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use crate::passes::testing::evaluate;
    use crate::passes::{copy_prop, dce, simplify_cfg};
    use crate::verifier::verify;

    /// `s = sum over k < n of uav0[k] * (k + 1)` with `n = (uav0[lane] & 7)` per lane (a
    /// divergent run-time trip count, even or odd, zero included).
    const SUM: &str = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v4 = const.i32 7
    v5 = band v3, v4
    v6 = const.i32 0
    v7 = const.i32 1
    jump block1(v6, v6)
block1(v10: i32, v11: i32):
    v12 = icmp uge v10, v5
    brif v12, block2, block3
block2:
    store uav(1) v2, v11
    return
block3:
    v13 = ishl v10, v1
    v14 = load uav(0) v13
    v15 = iadd v10, v7
    v16 = imul v14, v15
    v17 = iadd v11, v16
    jump block1(v15, v17)
}
";

    fn cleaned(text: &str) -> Function {
        let mut f = parse_function(text).expect("parses");
        assert!(run(&mut f), "unrolled");
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        copy_prop::run(&mut f);
        simplify_cfg::run(&mut f);
        dce::run(&mut f);
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        f
    }

    #[test]
    fn a_counted_loop_runs_two_bodies_per_test_with_the_same_memory() {
        let before = parse_function(SUM).expect("parses");
        let f = cleaned(SUM);
        // Before: one load per loop iteration. After: a block with both runs' loads (the
        // two-iteration loop) besides the original loop's.
        let loads_per_block: Vec<usize> = f
            .layout
            .iter()
            .map(|b| {
                f.blocks[*b]
                    .insts
                    .iter()
                    .filter(|i| matches!(f.insts[**i], InstructionData::Load { .. }))
                    .count()
            })
            .collect();
        assert!(loads_per_block.contains(&2), "{f}");
        let text = f.to_string();
        // The two-iteration test (`k >= n || k + 1 >= n`) and the original one.
        assert_eq!(text.matches("icmp uge").count(), 3, "{text}");
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        // Lane 3 against the loop computed on the host from the same inputs.
        let inputs = crate::passes::testing::inputs();
        let u = &inputs.uavs[&0];
        let n = u[3] & 7;
        let expected = (0..n).fold(0u32, |s, k| {
            s.wrapping_add(u[k as usize].wrapping_mul(k + 1))
        });
        assert_eq!(a.uavs[&1][3], expected);
    }

    #[test]
    fn loops_without_a_unit_step_or_loads_are_left_alone() {
        // Step 2: the test of k + 1 would not be the next iteration's.
        let two = SUM.replace("v15 = iadd v10, v7", "v15 = iadd v10, v1");
        let mut f = parse_function(&two).expect("parses");
        assert!(!run(&mut f));
        // No load in the body: nothing to overlap.
        let no_load = SUM.replace("v14 = load uav(0) v13", "v14 = iadd v13, v7");
        let mut f = parse_function(&no_load).expect("parses");
        assert!(!run(&mut f));
        // A bound computed in the loop.
        let moving = SUM.replace("v12 = icmp uge v10, v5", "v12 = icmp uge v10, v11");
        let mut f = parse_function(&moving).expect("parses");
        assert!(!run(&mut f));
    }

    #[test]
    fn signed_and_swapped_forms_keep_the_meaning() {
        for (form, branch) in [
            ("v12 = icmp slt v10, v5", "brif v12, block3, block2"),
            ("v12 = icmp ugt v5, v10", "brif v12, block3, block2"),
            ("v12 = icmp sle v5, v10", "brif v12, block2, block3"),
        ] {
            let text = SUM
                .replace("v12 = icmp uge v10, v5", form)
                .replace("brif v12, block2, block3", branch);
            let before = parse_function(&text).expect("parses");
            let f = cleaned(&text);
            assert_eq!(evaluate(&f), evaluate(&before), "{form}\n{f}");
        }
    }
}
