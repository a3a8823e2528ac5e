//! Global value numbering (dominator-scoped common-subexpression elimination): walks the
//! dominator tree in preorder with a scoped table of pure instructions keyed by their data and
//! result type; an instruction equal to one in a dominating position is removed and its result
//! replaced. Commutative operands (without source modifiers) and integer compares are put in a
//! canonical order first. Loads from constant buffers are numbered (read-only); loads from
//! writable memory are not (they may observe stores).

use crate::cfg::{Cfg, DomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::InstructionData;
use crate::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;

fn canonical(data: &InstructionData) -> InstructionData {
    let mut data = data.clone();
    match &mut data {
        InstructionData::Binary {
            opcode,
            flags,
            args,
        } if opcode.is_commutative() && flags.abs == 0 && flags.neg == 0 => {
            args.sort();
        }
        InstructionData::IntCompare { cond, args } if args[0] > args[1] => {
            args.swap(0, 1);
            *cond = cond.swapped();
        }
        _ => {}
    }
    data
}

/// Removes redundant pure instructions; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in &domtree.rpo {
        if let Some(d) = domtree.idom(b) {
            children[d].push(b);
        }
    }
    let Some(entry) = domtree.rpo.first().copied() else {
        return false;
    };
    let mut replace: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    let mut table: HashMap<(InstructionData, Type), Value> = HashMap::new();
    let mut changed = false;
    // Explicit DFS: Enter(block) pushes the scope, Exit(keys) pops it.
    enum Step {
        Enter(Block),
        Exit(Vec<(InstructionData, Type)>),
    }
    let mut stack = vec![Step::Enter(entry)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Exit(keys) => {
                for k in keys {
                    table.remove(&k);
                }
            }
            Step::Enter(block) => {
                let mut added = Vec::new();
                let insts = func.blocks[block].insts.clone();
                let mut kept = Vec::with_capacity(insts.len());
                for inst in insts {
                    func.insts[inst].map_values(|v| replace[v].expand().unwrap_or(v));
                    let data = &func.insts[inst];
                    let result = func.inst_result(inst);
                    if let (true, Some(r)) = (data.is_pure(), result) {
                        let key = (canonical(data), func.value_type(r));
                        if let Some(&existing) = table.get(&key) {
                            replace[r] = existing.into();
                            func.values[r].def = ValueDef::Detached;
                            changed = true;
                            continue;
                        }
                        table.insert(key.clone(), r);
                        added.push(key);
                    }
                    kept.push(inst);
                }
                func.blocks[block].insts = kept;
                stack.push(Step::Exit(added));
                for &child in children[block].iter().rev() {
                    stack.push(Step::Enter(child));
                }
            }
        }
    }
    if changed {
        func.substitute_values(|v| replace[v].expand().unwrap_or(v));
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn merges_dominated_duplicates_only() {
        check(
            run,
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v3 = imul v1, v0
    v4 = icmp slt v0, v1
    v5 = icmp sgt v1, v0
    v6 = load uav(0) v2
    v7 = load uav(0) v3
    brif v4, block1, block2
block1:
    v8 = iadd v6, v7
    v9 = const.i32 4
    store uav(1) v2, v8
    jump block3
block2:
    v10 = iadd v6, v7
    store uav(1) v3, v10
    jump block3
block3:
    v11 = iadd v6, v7
    v12 = bmask v5
    v13 = iadd v11, v12
    store uav(1) v2, v13
    return
}
",
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    v4 = icmp slt v0, v1
    v6 = load uav(0) v2
    v7 = load uav(0) v2
    brif v4, block1, block2
block1:
    v8 = iadd v6, v7
    store uav(1) v2, v8
    jump block3
block2:
    v10 = iadd v6, v7
    store uav(1) v2, v10
    jump block3
block3:
    v11 = iadd v6, v7
    v12 = bmask v4
    v13 = iadd v11, v12
    store uav(1) v2, v13
    return
}
",
        );
    }

    #[test]
    fn merges_constant_buffer_loads_only() {
        check(
            run,
            "function %f {
block0:
    v0 = special group_id.x
    v1 = load cb(0) v0
    v2 = load uav(0) v0
    store uav(1) v0, v2
    v3 = load cb(0) v0
    v4 = load uav(0) v0
    v5 = iadd v3, v4
    v6 = iadd v5, v1
    store uav(1) v0, v6
    return
}
",
            "function %f {
block0:
    v0 = special group_id.x
    v1 = load cb(0) v0
    v2 = load uav(0) v0
    store uav(1) v0, v2
    v4 = load uav(0) v0
    v5 = iadd v1, v4
    v6 = iadd v5, v1
    store uav(1) v0, v6
    return
}
",
        );
    }

    #[test]
    fn random_functions_keep_their_meaning() {
        random_differential(run, 0..40);
    }
}
