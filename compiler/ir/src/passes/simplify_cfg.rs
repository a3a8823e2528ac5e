//! CFG simplification: folds branches on constant conditions and two-way branches with equal
//! targets into jumps, removes unreachable blocks, forwards branches through empty blocks
//! (a block holding only `jump T(args)`), and merges a block into its single predecessor when
//! that predecessor ends in a jump to it. Runs to a fixpoint.

use crate::cfg::{reverse_postorder, Cfg};
use crate::entities::Block;
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, InstructionData};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

fn fold_branches(func: &mut Function) -> bool {
    let mut changed = false;
    for block in func.layout.clone() {
        let Some(term) = func.terminator(block) else {
            continue;
        };
        if let InstructionData::Brif {
            cond,
            then_dest,
            else_dest,
        } = &func.insts[term]
        {
            let dest = match func.const_value(*cond) {
                Some((_, bits)) => Some(if bits & 1 == 1 {
                    then_dest.clone()
                } else {
                    else_dest.clone()
                }),
                None if then_dest == else_dest => Some(then_dest.clone()),
                None => None,
            };
            if let Some(dest) = dest {
                func.insts[term] = InstructionData::Jump { dest };
                changed = true;
            }
        }
    }
    changed
}

fn remove_unreachable(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    let rpo = reverse_postorder(func, &cfg);
    let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for b in rpo {
        reachable[b] = true;
    }
    let before = func.layout.len();
    func.layout.retain(|b| reachable[*b]);
    before != func.layout.len()
}

fn forward_empty_blocks(func: &mut Function) -> bool {
    let mut changed = false;
    let entry = func.layout[0];
    for block in func.layout.clone() {
        if block == entry
            || !func.blocks[block].params.is_empty()
            || func.blocks[block].insts.len() != 1
        {
            continue;
        }
        let InstructionData::Jump { dest } = &func.insts[func.blocks[block].insts[0]] else {
            continue;
        };
        if dest.block == block {
            continue;
        }
        let dest: BlockCall = dest.clone();
        for pred in func.layout.clone() {
            let Some(term) = func.terminator(pred) else {
                continue;
            };
            for call in func.insts[term].branch_targets_mut() {
                if call.block == block {
                    *call = dest.clone();
                    changed = true;
                }
            }
        }
    }
    changed
}

fn merge_blocks(func: &mut Function) -> bool {
    // One pass: merging moves a successor's edges to its predecessor without changing any
    // block's predecessor count, so the CFG computed up front stays valid for the checks.
    let cfg = Cfg::new(func);
    let entry = func.layout[0];
    let mut removed: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut replace: SecondaryMap<crate::Value, PackedOption<crate::Value>> = SecondaryMap::new();
    let mut changed = false;
    for pred in func.layout.clone() {
        if removed[pred] {
            continue;
        }
        while let Some(term) = func.terminator(pred) {
            let InstructionData::Jump { dest } = &func.insts[term] else {
                break;
            };
            let succ = dest.block;
            if succ == pred || succ == entry || removed[succ] || cfg.preds[succ].len() != 1 {
                break;
            }
            let args = dest.args.clone();
            let params = std::mem::take(&mut func.blocks[succ].params);
            for (p, a) in params.iter().zip(args.iter()) {
                func.values[*p].def = ValueDef::Detached;
                replace[*p] = (*a).into();
            }
            func.blocks[pred].insts.pop();
            let moved = std::mem::take(&mut func.blocks[succ].insts);
            func.blocks[pred].insts.extend(moved);
            removed[succ] = true;
            changed = true;
        }
    }
    if changed {
        let resolve = |mut v: crate::Value| {
            while let Some(next) = replace[v].expand() {
                v = next;
            }
            v
        };
        func.substitute_values(resolve);
        func.layout.retain(|b| !removed[*b]);
    }
    changed
}

/// Simplifies the CFG; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    if func.layout.is_empty() {
        return false;
    }
    let mut changed_any = false;
    loop {
        let mut changed = fold_branches(func);
        changed |= forward_empty_blocks(func);
        changed |= remove_unreachable(func);
        changed |= merge_blocks(func);
        if !changed {
            return changed_any;
        }
        changed_any = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn folds_constant_branch_and_merges() {
        check(
            run,
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.b1 1
    brif v1, block1(v0), block2
block1(v2: i32):
    v3 = const.i32 4
    v4 = imul v2, v3
    jump block3(v4)
block2:
    jump block3(v0)
block3(v5: i32):
    store uav(1) v5, v0
    return
}
",
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.b1 1
    v3 = const.i32 4
    v4 = imul v0, v3
    store uav(1) v4, v0
    return
}
",
        );
    }

    #[test]
    fn forwards_empty_blocks_and_equal_targets() {
        check(
            run,
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = icmp ult v0, v1
    brif v2, block1, block2
block1:
    jump block3(v0)
block2:
    v3 = const.i32 4
    v4 = imul v0, v3
    v5 = icmp eq v0, v1
    brif v5, block4, block4
block3(v6: i32):
    store uav(1) v6, v1
    jump block4
block4:
    return
}
",
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = icmp ult v0, v1
    brif v2, block3(v0), block2
block2:
    v3 = const.i32 4
    v4 = imul v0, v3
    v5 = icmp eq v0, v1
    jump block4
block3(v6: i32):
    store uav(1) v6, v1
    jump block4
block4:
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
