//! Dead-code elimination: removes instructions without side effects whose results are never
//! used (transitively), and block parameters whose values are never used, with their incoming
//! arguments. Liveness starts from stores, atomics, fences and branch conditions; a branch
//! argument is live only when the parameter it feeds is live.

use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use cranelift_entity::SecondaryMap;

/// Removes dead instructions and parameters; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut live_inst: SecondaryMap<Inst, bool> = SecondaryMap::new();
    let mut live_value: SecondaryMap<Value, bool> = SecondaryMap::new();
    // Branches to each block, as (terminator) lists.
    let mut branches_to: SecondaryMap<Block, Vec<Inst>> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            let data = &func.insts[inst];
            for call in data.branch_targets() {
                branches_to[call.block].push(inst);
            }
            if data.has_side_effects() {
                live_inst[inst] = true;
                if data.is_terminator() {
                    if let crate::InstructionData::Brif { cond, .. } = data {
                        work.push(*cond);
                    }
                } else {
                    work.extend(data.values());
                }
            }
        }
    }
    while let Some(v) = work.pop() {
        if live_value[v] {
            continue;
        }
        live_value[v] = true;
        match func.values[v].def {
            ValueDef::Result(inst) => {
                if !live_inst[inst] {
                    live_inst[inst] = true;
                    work.extend(func.insts[inst].values());
                }
            }
            ValueDef::Param(block, index) => {
                for &term in &branches_to[block] {
                    for call in func.insts[term].branch_targets() {
                        if call.block == block {
                            if let Some(&a) = call.args.get(index as usize) {
                                work.push(a);
                            }
                        }
                    }
                }
            }
            ValueDef::Detached => {}
        }
    }
    let mut changed = false;
    for block in func.layout.clone() {
        let before = func.blocks[block].insts.len();
        let insts = std::mem::take(&mut func.blocks[block].insts);
        let kept: Vec<Inst> = insts.into_iter().filter(|i| live_inst[*i]).collect();
        changed |= kept.len() != before;
        func.blocks[block].insts = kept;
    }
    changed |= func.retain_block_params(|_, _, p| live_value[p]);
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn removes_dead_values_and_params() {
        check(
            run,
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 7
    v2 = iadd v0, v1
    v3 = load uav(0) v0
    v4 = icmp eq v0, v1
    brif v4, block1(v2, v0), block1(v3, v0)
block1(v5: i32, v6: i32):
    v7 = imul v5, v5
    v8 = atomic add uav(1) v6, v1
    return
}
",
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 7
    v4 = icmp eq v0, v1
    brif v4, block1(v0), block1(v0)
block1(v6: i32):
    v8 = atomic add uav(1) v6, v1
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
