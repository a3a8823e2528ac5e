//! Copy propagation: replaces every use of `copy x` by `x` (removing the copies) and removes
//! redundant block parameters, those whose incoming arguments are all one value `v` (or the
//! parameter itself), replacing the parameter by `v` (Braun et al.'s trivial-phi removal).

use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::InstructionData;
use crate::opcode::Opcode;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

fn resolve(alias: &SecondaryMap<Value, PackedOption<Value>>, mut v: Value) -> Value {
    let mut steps = 0;
    while let Some(next) = alias[v].expand() {
        v = next;
        steps += 1;
        if steps > alias.capacity() + 1 {
            break;
        }
    }
    v
}

/// Propagates copies and removes trivial block parameters; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    // Copies.
    let mut alias: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    let mut any = false;
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            if let InstructionData::Unary {
                opcode: Opcode::Copy,
                arg,
                ..
            } = func.insts[inst]
            {
                if let Some(r) = func.inst_result(inst) {
                    alias[r] = arg.into();
                    any = true;
                }
            }
        }
    }
    if any {
        let resolved = alias.clone();
        func.substitute_values(|v| resolve(&resolved, v));
        for block in func.layout.clone() {
            let insts = std::mem::take(&mut func.blocks[block].insts);
            let kept = insts
                .into_iter()
                .filter(|i| {
                    let is_copy = matches!(
                        func.insts[*i],
                        InstructionData::Unary {
                            opcode: Opcode::Copy,
                            ..
                        }
                    );
                    if is_copy {
                        if let Some(r) = func.inst_result(*i) {
                            func.values[r].def = ValueDef::Detached;
                        }
                    }
                    !is_copy
                })
                .collect();
            func.blocks[block].insts = kept;
        }
        changed = true;
    }
    // Trivial block parameters, to a fixpoint. Each round decides every parameter against
    // the replacements chosen so far (so no cycle can form), then rewrites uses and removes
    // the parameters in one pass each: linear per round.
    loop {
        let mut calls_to: SecondaryMap<Block, Vec<(crate::Inst, usize)>> = SecondaryMap::new();
        for &b in &func.layout {
            if let Some(term) = func.terminator(b) {
                for (t, call) in func.insts[term].branch_targets().iter().enumerate() {
                    calls_to[call.block].push((term, t));
                }
            }
        }
        let mut replace: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
        let mut any = false;
        for &block in func.layout.iter().skip(1) {
            for (index, &param) in func.blocks[block].params.iter().enumerate() {
                let mut unique: Option<Value> = None;
                let mut trivial = true;
                for &(term, t) in &calls_to[block] {
                    let Some(call) = func.insts[term].branch_targets().into_iter().nth(t) else {
                        continue;
                    };
                    let Some(&arg) = call.args.get(index) else {
                        continue;
                    };
                    let arg = resolve(&replace, arg);
                    if arg == param || Some(arg) == unique {
                        continue;
                    }
                    if unique.is_some() {
                        trivial = false;
                        break;
                    }
                    unique = Some(arg);
                }
                if let (true, Some(v)) = (trivial, unique) {
                    replace[param] = v.into();
                    any = true;
                }
            }
        }
        if !any {
            break;
        }
        func.substitute_values(|x| resolve(&replace, x));
        func.retain_block_params(|_, _, p| replace[p].is_none());
        changed = true;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn removes_copies_and_trivial_params() {
        check(
            run,
            "function %f {
block0:
    v0 = special local_id.x
    v1 = copy v0
    v2 = copy v1
    jump block1(v2, v0)
block1(v3: i32, v4: i32):
    v5 = const.i32 1
    v6 = iadd v4, v5
    v7 = icmp slt v6, v5
    brif v7, block1(v3, v6), block2
block2:
    v8 = const.i32 4
    v9 = imul v3, v8
    store uav(1) v9, v4
    return
}
",
            "function %f {
block0:
    v0 = special local_id.x
    jump block1(v0)
block1(v4: i32):
    v5 = const.i32 1
    v6 = iadd v4, v5
    v7 = icmp slt v6, v5
    brif v7, block1(v6), block2
block2:
    v8 = const.i32 4
    v9 = imul v0, v8
    store uav(1) v9, v4
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
