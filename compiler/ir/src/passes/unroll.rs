//! Full unrolling of loops with a constant trip count.
//!
//! A natural loop qualifies when its only exit is the two-way branch ending its header (the
//! shape of IL `whileloop` with `break_logicalnz` first), it has one back edge and one entry
//! edge, no other loop nests in it, and the header's exit condition can be computed from
//! constants alone: starting from the constant arguments of the entry edge, the header
//! parameters of each next iteration are the back edge's arguments evaluated with the
//! evaluator's own rules ([`crate::semantics`]) over pure instructions of the loop. When the
//! exit is taken after `n` body runs (`n` ≤ [`MAX_TRIPS`], and `n` × loop size within
//! [`MAX_GROWTH`]), the loop becomes `n` straight copies of header and body, each header's
//! branch replaced by a jump into its body and each back edge by a jump to the next copy; the
//! original header, reached last, jumps straight to the exit, so values it defines keep
//! dominating their uses after the loop. Constant folding and CFG simplification then turn
//! the chain into straight-line code with constant counters (and constant private-array
//! addresses, which `promote_private` turns into registers).

use crate::cfg::{natural_loops, reverse_postorder, Cfg, DomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, InstructionData};
use crate::semantics::{eval_fcmp, eval_icmp, eval_opcode};
use crate::FloatFlags;
use std::collections::HashMap;

/// Most body runs a loop may have to be unrolled.
pub const MAX_TRIPS: u64 = 32;
/// Most instructions unrolling one loop may add.
pub const MAX_GROWTH: usize = 640;
/// Most instructions unrolling may add to one function.
pub const MAX_FUNCTION_GROWTH: usize = 2048;

/// Unrolls every qualifying loop; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    let mut budget = MAX_FUNCTION_GROWTH;
    // Each unrolled loop disappears (its copies have no back edge), so this terminates; the
    // bound is a guard.
    for _ in 0..64 {
        let cfg = Cfg::new(func);
        let domtree = DomTree::new(func, &cfg);
        let loops = natural_loops(func, &cfg, &domtree);
        let headers: Vec<Block> = loops.iter().map(|(h, _)| *h).collect();
        let mut done = false;
        for (header, body) in &loops {
            // Innermost only: no other header inside.
            if headers.iter().any(|h| h != header && body.contains(h)) {
                continue;
            }
            let Some(plan) = plan(func, &cfg, *header, body) else {
                continue;
            };
            let size: usize = body.iter().map(|b| func.blocks[*b].insts.len()).sum();
            let growth = size.saturating_mul(plan.trips as usize);
            if growth > MAX_GROWTH || growth > budget {
                continue;
            }
            budget -= growth;
            let rpo = reverse_postorder(func, &cfg);
            let order: Vec<Block> = rpo.into_iter().filter(|b| body.contains(b)).collect();
            unroll(func, *header, body, &order, &plan);
            changed = true;
            done = true;
            break;
        }
        if !done {
            break;
        }
    }
    changed
}

/// What unrolling one loop needs.
struct Plan {
    /// Body runs.
    trips: u64,
    /// The block ending in the back edge.
    latch: Block,
    /// The block whose branch enters the loop.
    preheader: Block,
    /// The header's branch target inside the loop (with its arguments).
    stay: BlockCall,
    /// The header's branch target outside the loop.
    leave: BlockCall,
}

/// Checks the loop's shape and computes its trip count.
fn plan(func: &Function, cfg: &Cfg, header: Block, body: &[Block]) -> Option<Plan> {
    let inside = |b: Block| body.contains(&b);
    let latches: Vec<Block> = cfg.preds[header]
        .iter()
        .copied()
        .filter(|p| inside(*p))
        .collect();
    let entries: Vec<Block> = cfg.preds[header]
        .iter()
        .copied()
        .filter(|p| !inside(*p))
        .collect();
    let ([latch], [preheader]) = (latches.as_slice(), entries.as_slice()) else {
        return None;
    };
    // Only the header leaves the loop; no block returns inside it.
    for &b in body {
        let term = func.terminator(b)?;
        if matches!(func.insts[term], InstructionData::Return) {
            return None;
        }
        if b != header && func.successors(b).iter().any(|s| !inside(*s)) {
            return None;
        }
    }
    let term = func.terminator(header)?;
    let InstructionData::Brif {
        cond,
        then_dest,
        else_dest,
    } = &func.insts[term]
    else {
        return None;
    };
    let (stay, leave, exit_when) = match (inside(then_dest.block), inside(else_dest.block)) {
        (false, true) => (else_dest.clone(), then_dest.clone(), true),
        (true, false) => (then_dest.clone(), else_dest.clone(), false),
        _ => return None,
    };
    // The entry edge's and the back edge's arguments to the header.
    let args_to = |from: Block| -> Option<Vec<Value>> {
        let t = func.terminator(from)?;
        let calls = func.insts[t].branch_targets();
        let to_header: Vec<_> = calls.iter().filter(|c| c.block == header).collect();
        match to_header.as_slice() {
            [call] => Some(call.args.to_vec()),
            _ => None,
        }
    };
    let entry_args = args_to(*preheader)?;
    let back_args = args_to(*latch)?;
    let params = func.blocks[header].params.clone();
    let inst_blocks = func.inst_blocks();
    let in_loop = |v: Value| match func.values[v].def {
        ValueDef::Result(i) => inst_blocks[i].expand().is_some_and(inside),
        ValueDef::Param(b, _) => inside(b),
        _ => false,
    };
    let mut env: HashMap<Value, Option<u64>> = HashMap::new();
    let mut current: Vec<Option<u64>> = entry_args
        .iter()
        .map(|v| func.const_value(*v).map(|c| c.1))
        .collect();
    for trips in 0..=MAX_TRIPS {
        env.clear();
        for (p, c) in params.iter().zip(&current) {
            env.insert(*p, *c);
        }
        let c = eval(func, *cond, &mut env, &in_loop, 0)?;
        if (c & 1 == 1) == exit_when {
            return Some(Plan {
                trips,
                latch: *latch,
                preheader: *preheader,
                stay,
                leave,
            });
        }
        current = back_args
            .iter()
            .map(|v| eval(func, *v, &mut env, &in_loop, 0))
            .collect();
    }
    None
}

/// The constant bits of `v` in one iteration (header parameters from `env`), if every value it
/// depends on is a constant or a pure instruction of the loop over such values.
fn eval(
    func: &Function,
    v: Value,
    env: &mut HashMap<Value, Option<u64>>,
    in_loop: &dyn Fn(Value) -> bool,
    depth: u32,
) -> Option<u64> {
    if let Some(known) = env.get(&v) {
        return *known;
    }
    if let Some((_, bits)) = func.const_value(v) {
        return Some(bits);
    }
    if depth > 64 || !in_loop(v) {
        return None;
    }
    let ValueDef::Result(inst) = func.values[v].def else {
        env.insert(v, None);
        return None;
    };
    let data = &func.insts[inst];
    let ty = func.value_type(v);
    let result = if !data.is_pure() || matches!(data, InstructionData::Special { .. }) {
        None
    } else {
        let operands = data.values();
        let mut bits = Vec::with_capacity(operands.len());
        for o in &operands {
            bits.push(eval(func, *o, env, in_loop, depth + 1)?);
        }
        match data {
            InstructionData::Unary { opcode, flags, .. }
            | InstructionData::Binary { opcode, flags, .. }
            | InstructionData::Ternary { opcode, flags, .. } => {
                eval_opcode(*opcode, *flags, ty, &bits).ok()
            }
            InstructionData::Quaternary { opcode, .. } => {
                eval_opcode(*opcode, FloatFlags::default(), ty, &bits).ok()
            }
            InstructionData::Bitcast { .. } => bits.first().copied(),
            InstructionData::IntCompare { cond, .. } => Some(u64::from(eval_icmp(
                *cond,
                func.value_type(operands[0]),
                bits[0],
                bits[1],
            ))),
            InstructionData::FloatCompare { cond, flags, .. } => Some(u64::from(eval_fcmp(
                *cond,
                *flags,
                func.value_type(operands[0]),
                bits[0],
                bits[1],
            ))),
            _ => None,
        }
    };
    let result = result.map(|r| r & ty.mask());
    env.insert(v, result);
    result
}

/// Replaces the loop by `plan.trips` copies followed by the original header, which exits.
/// `body` is the whole natural loop; `order` its blocks reachable from the entry, in reverse
/// postorder (the natural loop may also hold unreachable blocks that branch into it).
fn unroll(func: &mut Function, header: Block, body: &[Block], order: &[Block], plan: &Plan) {
    // The copies, first to last; each maps loop blocks and values to its own.
    let mut copies: Vec<(HashMap<Block, Block>, HashMap<Value, Value>)> = Vec::new();
    for _ in 0..plan.trips {
        let mut blocks = HashMap::new();
        let mut values = HashMap::new();
        for &b in order {
            let nb = func.make_block();
            for p in func.blocks[b].params.clone() {
                let ty = func.value_type(p);
                let np = func.append_block_param(nb, ty);
                values.insert(p, np);
            }
            blocks.insert(b, nb);
        }
        copies.push((blocks, values));
    }
    for k in 0..copies.len() {
        let next_header = copies.get(k + 1).map_or(header, |(b, _)| b[&header]);
        for &b in order {
            let nb = copies[k].0[&b];
            for inst in func.blocks[b].insts.clone() {
                let mut data = func.insts[inst].clone();
                let values = &copies[k].1;
                data.map_values(|v| values.get(&v).copied().unwrap_or(v));
                if b == header && inst == *func.blocks[b].insts.last().unwrap_or(&inst) {
                    // The header's exit test: this copy stays in the loop.
                    let mut stay = plan.stay.clone();
                    stay.args
                        .iter_mut()
                        .for_each(|v| *v = values.get(v).copied().unwrap_or(*v));
                    data = InstructionData::Jump { dest: stay };
                }
                for call in data.branch_targets_mut() {
                    if call.block == header && b == plan.latch {
                        call.block = next_header;
                    } else if let Some(&t) = copies[k].0.get(&call.block) {
                        call.block = t;
                    }
                }
                let new_inst = func.append_inst(nb, data);
                func.srclocs[new_inst] = func.srclocs[inst];
                if let (Some(old), Some(new)) = (func.inst_result(inst), func.inst_result(new_inst))
                {
                    copies[k].1.insert(old, new);
                }
            }
        }
    }
    // The entry edge goes to the first copy; the original header now always leaves.
    if let Some((blocks, _)) = copies.first() {
        let first = blocks[&header];
        if let Some(t) = func.terminator(plan.preheader) {
            for call in func.insts[t].branch_targets_mut() {
                if call.block == header {
                    call.block = first;
                }
            }
        }
    }
    if let Some(t) = func.terminator(header) {
        func.insts[t] = InstructionData::Jump {
            dest: plan.leave.clone(),
        };
    }
    // New blocks go before the header in the layout (copies in order); `make_block`
    // appended them at the end.
    let new_blocks: Vec<Block> = copies
        .iter()
        .flat_map(|(blocks, _)| order.iter().map(|b| blocks[b]).collect::<Vec<_>>())
        .collect();
    func.layout.retain(|b| !new_blocks.contains(b));
    let at = func
        .layout
        .iter()
        .position(|b| *b == header)
        .unwrap_or(func.layout.len());
    func.layout.splice(at..at, new_blocks);
    // The original body is unreachable now (only the header's exit jump remains); so are
    // the loop's unreachable blocks, whose branches still name body blocks.
    func.layout.retain(|b| *b == header || !body.contains(b));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use crate::passes::testing::evaluate;
    use crate::passes::{const_fold, copy_prop, simplify_cfg};
    use crate::verifier::verify;

    /// `acc = acc * 3 + k` for k = 0..4 over uav0[lane], stored to uav1[lane]: the loop shape
    /// IL `whileloop` lowers to (exit test first in the header).
    const COUNTED: &str = "function %f {
block0:
    v0 = special global_id.x
    v90 = const.i32 2
    v91 = ishl v0, v90
    v1 = load uav(0) v91
    v2 = const.i32 0
    v3 = const.i32 4
    v4 = const.i32 1
    v5 = const.i32 3
    jump block1(v2, v1)
block1(v6: i32, v7: i32):
    v8 = icmp sge v6, v3
    brif v8, block2, block3
block2:
    store uav(1) v91, v7
    return
block3:
    v9 = imul v7, v5
    v10 = iadd v9, v6
    v11 = iadd v6, v4
    jump block1(v11, v10)
}
";

    fn cleaned(text: &str) -> Function {
        let mut f = parse_function(text).expect("parses");
        assert!(run(&mut f), "unrolled");
        verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
        for _ in 0..3 {
            copy_prop::run(&mut f);
            const_fold::run(&mut f);
            simplify_cfg::run(&mut f);
        }
        f
    }

    #[test]
    fn a_counted_loop_becomes_straight_line_code_with_the_same_memory() {
        let before = parse_function(COUNTED).expect("parses");
        let f = cleaned(COUNTED);
        // One block: four multiplies and four adds of the counter (its constant), no branch.
        assert_eq!(f.layout.len(), 1, "{f}");
        let text = f.to_string();
        assert_eq!(text.matches("imul").count(), 4, "{text}");
        assert!(!text.contains("brif"), "{text}");
        assert_eq!(evaluate(&f), evaluate(&before));
        // Hand computation for lane 2, whose input word is 2 (`testing::inputs`, pattern
        // case 3): ((((2*3+0)*3+1)*3+2)*3+3) = 162 + 0 + 9 + 6 + 3 = 180.
        let mem = evaluate(&f).expect("runs");
        assert_eq!(mem.uavs[&1][2], 180);
    }

    #[test]
    fn zero_trips_leave_at_once() {
        let text = COUNTED.replace("v3 = const.i32 4", "v3 = const.i32 0");
        let before = parse_function(&text).expect("parses");
        let mut f = parse_function(&text).expect("parses");
        assert!(run(&mut f));
        verify(&f).expect("verifies");
        assert_eq!(evaluate(&f), evaluate(&before));
    }

    #[test]
    fn unreachable_blocks_of_the_loop_go_with_it() {
        // block4 is in the natural loop (it jumps to the latch) but nothing reaches it, as
        // IL leaves the code after a `break` inside a `switch`; once the loop is unrolled it
        // must not stay behind branching to a removed block.
        let text = COUNTED.replace(
            "    jump block1(v11, v10)\n}",
            "    jump block1(v11, v10)\nblock4:\n    jump block3\n}",
        );
        let before = parse_function(&text).expect("parses");
        verify(&before).expect("verifies");
        for bound in ["4", "0"] {
            let text = text.replace("v3 = const.i32 4", &format!("v3 = const.i32 {bound}"));
            let mut f = parse_function(&text).expect("parses");
            assert!(run(&mut f));
            verify(&f).unwrap_or_else(|e| panic!("{e}\n{f}"));
            assert_eq!(
                evaluate(&f),
                evaluate(&parse_function(&text).expect("parses"))
            );
        }
    }

    #[test]
    fn loops_that_are_not_counted_stay() {
        // The bound is loaded: the trip count is unknown.
        let unknown = COUNTED.replace("v3 = const.i32 4", "v3 = load uav(2) v91");
        let mut f = parse_function(&unknown).expect("parses");
        assert!(!run(&mut f));
        // Too many trips for the budget.
        let long = COUNTED.replace("v3 = const.i32 4", "v3 = const.i32 1000");
        let mut f = parse_function(&long).expect("parses");
        assert!(!run(&mut f));
        // A second exit inside the body (a break): not the counted shape.
        let brk = COUNTED.replace(
            "    v9 = imul v7, v5\n",
            "    v12 = icmp eq v7, v5\n    brif v12, block2, block4\nblock4:\n    v9 = imul v7, v5\n",
        );
        let mut f = parse_function(&brk).expect("parses");
        verify(&f).expect("verifies");
        assert!(!run(&mut f));
    }

    #[test]
    fn nested_counted_loops_unroll_inside_out_with_the_same_memory() {
        // Outer k = 0..3, inner j = 0..2: acc += k * j + 1 (hand: 3 * 2 + (0+1+2)*(0+1) = 9),
        // stored after adding the loaded word.
        let text = "function %f {
block0:
    v0 = special global_id.x
    v90 = const.i32 2
    v91 = ishl v0, v90
    v1 = load uav(0) v91
    v2 = const.i32 0
    v3 = const.i32 3
    v4 = const.i32 1
    v5 = const.i32 2
    jump block1(v2, v1)
block1(v6: i32, v7: i32):
    v8 = icmp sge v6, v3
    brif v8, block2, block3(v2, v7)
block2:
    store uav(1) v91, v7
    return
block3(v9: i32, v10: i32):
    v11 = icmp sge v9, v5
    brif v11, block4, block5
block4:
    v12 = iadd v6, v4
    jump block1(v12, v10)
block5:
    v13 = imul v6, v9
    v14 = iadd v13, v4
    v15 = iadd v10, v14
    v16 = iadd v9, v4
    jump block3(v16, v15)
}
";
        let before = parse_function(text).expect("parses");
        let f = cleaned(text);
        assert!(!f.to_string().contains("brif"), "{f}");
        let (a, b) = (
            evaluate(&f).expect("runs"),
            evaluate(&before).expect("runs"),
        );
        assert_eq!(a, b);
        assert_eq!(a.uavs[&1][2], 2 + 9);
    }
}
