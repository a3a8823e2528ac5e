//! If-conversion: turns small diamonds (`A → T, F → J`) and triangles (`A → T → J`, `A → J`)
//! whose side blocks hold only pure instructions into straight-line code: the side blocks'
//! instructions move into `A` and `J`'s incoming arguments become `select`s on the branch
//! condition. Pure instructions cannot trap in this IR, so executing both sides is safe.

use crate::cfg::Cfg;
use crate::entities::{Block, Inst, Value};
use crate::function::Function;
use crate::instructions::{BlockCall, FloatFlags, InstructionData};
use crate::opcode::Opcode;
use cranelift_entity::SecondaryMap;

/// Most instructions a side block may have (besides its jump) to be converted.
pub const MAX_SIDE_INSTS: usize = 8;

/// A side block that qualifies: its pure instructions and its jump to the join.
fn side(func: &Function, cfg: &Cfg, head: Block, block: Block) -> Option<(Vec<Inst>, BlockCall)> {
    if block == head
        || !func.blocks[block].params.is_empty()
        || cfg.preds[block].as_slice() != [head]
    {
        return None;
    }
    let insts = &func.blocks[block].insts;
    let (&last, body) = insts.split_last()?;
    let InstructionData::Jump { dest } = &func.insts[last] else {
        return None;
    };
    if body.len() > MAX_SIDE_INSTS || !body.iter().all(|i| func.insts[*i].is_pure()) {
        return None;
    }
    Some((body.to_vec(), dest.clone()))
}

/// A conversion: instructions to move, side blocks to drop, the join, and its incoming
/// arguments from the then and else sides.
type Plan = (Vec<Inst>, Vec<Block>, Block, Vec<Value>, Vec<Value>);

/// One pass over the layout with one CFG. Conversions only shrink the predecessor sets of
/// join blocks, so stale CFG facts can only make later checks in the same pass fail, never
/// wrongly succeed; the caller repeats passes until nothing changes.
fn convert_pass(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    // Blocks removed by this pass (a map, and one layout update at the end: both per
    // conversion would make the pass quadratic in the number of diamonds).
    let mut removed_any: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut changed = false;
    for head in func.layout.clone() {
        if removed_any[head] {
            continue;
        }
        let Some(term) = func.terminator(head) else {
            continue;
        };
        let InstructionData::Brif {
            cond,
            then_dest,
            else_dest,
        } = func.insts[term].clone()
        else {
            continue;
        };
        if then_dest.block == else_dest.block {
            continue;
        }
        let t = side(func, &cfg, head, then_dest.block);
        let e = side(func, &cfg, head, else_dest.block);
        let plan: Option<Plan> = match (t, e) {
            (Some((ti, tj)), Some((ei, ej))) if tj.block == ej.block => {
                let join = tj.block;
                let mut preds = cfg.preds[join].to_vec();
                preds.sort();
                let mut expected = vec![then_dest.block, else_dest.block];
                expected.sort();
                (preds == expected && join != head).then(|| {
                    (
                        [ti, ei].concat(),
                        vec![then_dest.block, else_dest.block],
                        join,
                        tj.args.to_vec(),
                        ej.args.to_vec(),
                    )
                })
            }
            (Some((ti, tj)), _)
                if tj.block == else_dest.block && cfg.preds[tj.block].len() == 2 =>
            {
                Some((
                    ti,
                    vec![then_dest.block],
                    tj.block,
                    tj.args.to_vec(),
                    else_dest.args.to_vec(),
                ))
            }
            (_, Some((ei, ej)))
                if ej.block == then_dest.block && cfg.preds[ej.block].len() == 2 =>
            {
                Some((
                    ei,
                    vec![else_dest.block],
                    ej.block,
                    then_dest.args.to_vec(),
                    ej.args.to_vec(),
                ))
            }
            _ => None,
        };
        let Some((moved, removed, join, then_args, else_args)) = plan else {
            continue;
        };
        if join == head || func.layout.first() == Some(&join) {
            continue;
        }
        // Move the side instructions before the branch, then build the selects.
        let insts = &mut func.blocks[head].insts;
        insts.pop();
        insts.extend(moved);
        let mut args = Vec::with_capacity(then_args.len());
        for (a, b) in then_args.iter().zip(&else_args) {
            if a == b {
                args.push(*a);
            } else {
                let data = InstructionData::Ternary {
                    opcode: Opcode::Select,
                    flags: FloatFlags::default(),
                    args: [cond, *a, *b],
                };
                let inst = func.append_inst(head, data);
                args.push(func.inst_result(inst).unwrap_or(*a));
            }
        }
        let jump = func.insts.push(InstructionData::Jump {
            dest: BlockCall::new(join, &args),
        });
        func.blocks[head].insts.push(jump);
        for b in removed {
            removed_any[b] = true;
        }
        changed = true;
    }
    if changed {
        func.layout.retain(|b| !removed_any[*b]);
    }
    changed
}

/// Converts qualifying diamonds and triangles; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    while convert_pass(func) {
        changed = true;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn converts_diamond_and_triangle() {
        check(
            run,
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 3
    v2 = icmp ult v0, v1
    brif v2, block1, block2
block1:
    v3 = iadd v0, v1
    jump block3(v3, v1)
block2:
    v4 = imul v0, v1
    jump block3(v4, v1)
block3(v5: i32, v6: i32):
    v7 = const.i32 4
    v8 = imul v0, v7
    v9 = icmp eq v5, v1
    brif v9, block4, block5(v5)
block4:
    v10 = ineg v5
    jump block5(v10)
block5(v11: i32):
    store uav(1) v8, v11
    return
}
",
            "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 3
    v2 = icmp ult v0, v1
    v3 = iadd v0, v1
    v4 = imul v0, v1
    v12 = select v2, v3, v4
    jump block3(v12, v1)
block3(v5: i32, v6: i32):
    v7 = const.i32 4
    v8 = imul v0, v7
    v9 = icmp eq v5, v1
    v10 = ineg v5
    v13 = select v9, v10, v5
    jump block5(v13)
block5(v11: i32):
    store uav(1) v8, v11
    return
}
",
        );
    }

    #[test]
    fn leaves_blocks_with_side_effects() {
        let text = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 3
    v2 = icmp ult v0, v1
    brif v2, block1, block2
block1:
    store uav(1) v0, v1
    jump block2
block2:
    return
}
";
        check(run, text, text);
    }

    #[test]
    fn random_functions_keep_their_meaning() {
        random_differential(run, 0..40);
    }
}
