//! Loop-invariant code motion: finds natural loops (a back edge `t → h` where `h` dominates
//! `t`), and hoists pure instructions whose operands are all defined outside the loop into a
//! preheader, innermost loops first. The preheader is the header's single outside predecessor
//! when it ends in a jump; otherwise a new block forwarding the header's parameters is created
//! and the outside predecessors are redirected to it.

use crate::cfg::{natural_loops, Cfg, DomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, InstructionData};
use cranelift_entity::SecondaryMap;
use std::collections::HashSet;

fn preheader(func: &mut Function, cfg: &Cfg, header: Block, body: &[Block]) -> Option<Block> {
    let outside: Vec<Block> = cfg.preds[header]
        .iter()
        .copied()
        .filter(|p| !body.contains(p))
        .collect();
    if let [single] = outside.as_slice() {
        let term = func.terminator(*single)?;
        if matches!(func.insts[term], InstructionData::Jump { .. }) {
            return Some(*single);
        }
    }
    if outside.is_empty() {
        return None;
    }
    let pre = func.blocks.push(Default::default());
    let pos = func.layout.iter().position(|b| *b == header)?;
    func.layout.insert(pos, pre);
    let tys: Vec<_> = func.blocks[header]
        .params
        .iter()
        .map(|p| func.value_type(*p))
        .collect();
    let params: Vec<Value> = tys
        .into_iter()
        .map(|t| func.append_block_param(pre, t))
        .collect();
    for p in outside {
        if let Some(term) = func.terminator(p) {
            for call in func.insts[term].branch_targets_mut() {
                if call.block == header {
                    call.block = pre;
                }
            }
        }
    }
    func.append_inst(
        pre,
        InstructionData::Jump {
            dest: BlockCall::new(header, &params),
        },
    );
    Some(pre)
}

/// Hoists the invariant instructions of one loop into its preheader. `in_loop` is shared by
/// all loops: a value belongs to the current loop when its entry equals `stamp` (so the map
/// is never cleared, which would cost the whole function per loop). Returns the new
/// preheader block when one was created.
fn hoist_loop(
    func: &mut Function,
    cfg: &Cfg,
    header: Block,
    body: &[Block],
    in_loop: &mut SecondaryMap<Value, u32>,
    stamp: u32,
) -> (bool, Option<Block>) {
    for &b in body {
        for &p in &func.blocks[b].params {
            in_loop[p] = stamp;
        }
        for &i in &func.blocks[b].insts {
            if let Some(r) = func.inst_result(i) {
                in_loop[r] = stamp;
            }
        }
    }
    let invariant = |func: &Function, in_loop: &SecondaryMap<Value, u32>, i| {
        let data: &InstructionData = &func.insts[i];
        data.is_pure() && data.values().iter().all(|v| in_loop[*v] != stamp)
    };
    let any = body.iter().any(|b| {
        func.blocks[*b]
            .insts
            .iter()
            .any(|&i| invariant(func, in_loop, i))
    });
    if !any {
        return (false, None);
    }
    let existing = func.blocks.len();
    let Some(pre) = preheader(func, cfg, header, body) else {
        return (false, None);
    };
    let created = (func.blocks.len() > existing).then_some(pre);
    let mut hoisted = Vec::new();
    loop {
        let mut moved = false;
        for &b in body {
            let insts = std::mem::take(&mut func.blocks[b].insts);
            let mut kept = Vec::with_capacity(insts.len());
            for i in insts {
                if invariant(func, in_loop, i) {
                    if let Some(r) = func.inst_result(i) {
                        in_loop[r] = 0;
                    }
                    hoisted.push(i);
                    moved = true;
                } else {
                    kept.push(i);
                }
            }
            func.blocks[b].insts = kept;
        }
        if !moved {
            break;
        }
    }
    let Some(term) = func.blocks[pre].insts.pop() else {
        return (false, created);
    };
    func.blocks[pre].insts.extend(hoisted);
    func.blocks[pre].insts.push(term);
    (true, created)
}

/// Hoists loop-invariant pure instructions; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let mut loops = natural_loops(func, &cfg, &domtree);
    // Membership sets, to add an inner loop's new preheader to every enclosing loop (its
    // hoisted values are defined inside those loops).
    let sets: Vec<HashSet<Block>> = loops
        .iter()
        .map(|(_, body)| body.iter().copied().collect())
        .collect();
    let mut in_loop: SecondaryMap<Value, u32> = SecondaryMap::with_capacity(func.values.len());
    let mut changed = false;
    for i in 0..loops.len() {
        let header = loops[i].0;
        let body = std::mem::take(&mut loops[i].1);
        let (hoisted, created) = hoist_loop(func, &cfg, header, &body, &mut in_loop, i as u32 + 1);
        changed |= hoisted;
        if let Some(pre) = created {
            for j in i + 1..loops.len() {
                if sets[j].contains(&header) {
                    loops[j].1.push(pre);
                }
            }
        }
    }
    // Values defined by hoisted instructions keep their `Result` definitions.
    debug_assert!(func
        .values
        .values()
        .all(|v| !matches!(v.def, ValueDef::Param(b, _) if func.blocks.get(b).is_none())));
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::check;
    use crate::random::{random_function, RandomConfig};

    #[test]
    fn hoists_into_new_preheader() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 0
    v2 = const.i32 3
    v20 = icmp eq v0, v1
    brif v20, block1(v1), block1(v2)
block1(v3: i32):
    v4 = const.i32 4
    v5 = imul v0, v4
    v6 = load uav(0) v5
    v7 = iadd v3, v6
    v8 = const.i32 1
    v9 = iadd v8, v8
    v10 = icmp slt v7, v9
    brif v10, block1(v7), block2
block2:
    store uav(1) v5, v7
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 0
    v2 = const.i32 3
    v20 = icmp eq v0, v1
    brif v20, block3(v1), block3(v2)
block3(v21: i32):
    v4 = const.i32 4
    v5 = imul v0, v4
    v8 = const.i32 1
    v9 = iadd v8, v8
    jump block1(v21)
block1(v3: i32):
    v6 = load uav(0) v5
    v7 = iadd v3, v6
    v10 = icmp slt v7, v9
    brif v10, block1(v7), block2
block2:
    store uav(1) v5, v7
    return
}
",
        );
    }

    #[test]
    fn random_loops_keep_their_meaning() {
        // Random functions with back edges: compare only those that terminate before.
        let mut compared = 0;
        for seed in 0..60 {
            let cfg = RandomConfig {
                back_edges: true,
                ..RandomConfig::default()
            };
            let mut func = random_function(seed, &cfg);
            let Ok(expected) = crate::passes::testing::evaluate(&func) else {
                continue;
            };
            run(&mut func);
            crate::verifier::verify(&func).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{func}"));
            assert_eq!(
                crate::passes::testing::evaluate(&func),
                Ok(expected),
                "seed {seed}\n{func}"
            );
            compared += 1;
        }
        assert!(compared > 10, "only {compared} random functions terminated");
    }
}
