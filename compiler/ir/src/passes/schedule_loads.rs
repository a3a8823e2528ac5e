//! Load clustering: a list scheduler over each block that issues loads (and the pure
//! instructions computing their addresses) as early as the dependences allow, so independent
//! loads leave together and their latencies overlap instead of each load waiting before the
//! next one is issued (the GCN backend waits with `s_waitcnt` right before the first use of a
//! loaded value, so loads issued back to back cost one wait).
//!
//! Dependences: operands defined in the block; a load stays after every earlier store, atomic
//! or fence that may touch its memory, and a store, atomic or fence stays after every earlier
//! load that may touch its memory; stores, atomics and fences keep their order; the terminator
//! stays last. Memory is told apart only by kind: LDS, GDS, each private array, and the rest
//! (UAVs and `g[]`, which may alias); read-only constant buffers never conflict. Among ready
//! instructions the scheduler picks loads and the instructions a later load needs first, then
//! program order.

use crate::entities::{Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{AddressSpace, InstructionData};
use std::collections::HashMap;

/// Most loads one block may have for it to be rescheduled (register pressure guard).
pub const MAX_LOADS: usize = 64;

/// The memory an instruction may touch, as a class, and whether it writes or orders.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Memory {
    /// Not a memory instruction.
    None,
    /// Reads class `c`.
    Read(Class),
    /// Writes class `c` (stores, atomics).
    Write(Class),
    /// Orders everything (fences, barriers).
    All,
}

/// Memory classes that cannot alias each other.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Lds,
    Gds,
    Private(u32),
    ReadOnly,
    Other,
}

fn class(space: AddressSpace) -> Class {
    match space {
        AddressSpace::Lds => Class::Lds,
        AddressSpace::Gds => Class::Gds,
        AddressSpace::Private(id) => Class::Private(id),
        AddressSpace::Cb(_)
        | AddressSpace::Icb
        | AddressSpace::Interpolant(_)
        | AddressSpace::VertexInput(_) => Class::ReadOnly,
        // Outputs and discard stay in program order with every other write (conservative).
        AddressSpace::Uav(_)
        | AddressSpace::TypedUav(_)
        | AddressSpace::Global
        | AddressSpace::Output(_)
        | AddressSpace::Discard => Class::Other,
    }
}

fn memory(data: &InstructionData) -> Memory {
    match data {
        InstructionData::Load { space, .. } => Memory::Read(class(*space)),
        InstructionData::Store { space, .. } | InstructionData::Atomic { space, .. } => {
            Memory::Write(class(*space))
        }
        InstructionData::Fence { .. } => Memory::All,
        _ => Memory::None,
    }
}

/// Whether `later` must stay after `earlier` for memory reasons.
fn ordered(earlier: Memory, later: Memory) -> bool {
    match (earlier, later) {
        (Memory::None, _) | (_, Memory::None) => false,
        (Memory::All, _) | (_, Memory::All) => true,
        (Memory::Read(_), Memory::Read(_)) => false,
        (Memory::Read(a) | Memory::Write(a), Memory::Read(b) | Memory::Write(b)) => {
            a == b && a != Class::ReadOnly
        }
    }
}

/// Reschedules every block; returns whether any order changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    for block in func.layout.clone() {
        let insts = func.blocks[block].insts.clone();
        let loads = insts
            .iter()
            .filter(|i| matches!(func.insts[**i], InstructionData::Load { .. }))
            .count();
        if !(2..=MAX_LOADS).contains(&loads) {
            continue;
        }
        let order = schedule(func, &insts);
        if order != insts {
            func.blocks[block].insts = order;
            changed = true;
        }
    }
    changed
}

/// The new order of one block's instructions.
fn schedule(func: &Function, insts: &[Inst]) -> Vec<Inst> {
    let n = insts.len();
    let position: HashMap<Value, usize> = insts
        .iter()
        .enumerate()
        .filter_map(|(k, i)| func.inst_result(*i).map(|v| (v, k)))
        .collect();
    // Predecessors in the dependence graph.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mems: Vec<Memory> = insts.iter().map(|i| memory(&func.insts[*i])).collect();
    for (k, &inst) in insts.iter().enumerate() {
        func.insts[inst].for_each_value(|v| {
            if let (ValueDef::Result(_), Some(&d)) = (func.values[v].def, position.get(&v)) {
                if d < k {
                    preds[k].push(d);
                }
            }
        });
        if mems[k] != Memory::None {
            for j in 0..k {
                let both_side_effects = matches!(mems[j], Memory::Write(_) | Memory::All)
                    && matches!(mems[k], Memory::Write(_) | Memory::All);
                if both_side_effects || ordered(mems[j], mems[k]) {
                    preds[k].push(j);
                }
            }
        }
        if k + 1 == n && func.insts[inst].is_terminator() {
            preds[k].extend(0..k);
        }
    }
    // Instructions a load needs (transitively, through operands).
    let mut feeds_load = vec![false; n];
    for k in (0..n).rev() {
        if matches!(mems[k], Memory::Read(_)) {
            feeds_load[k] = true;
        }
        if feeds_load[k] {
            for &p in &preds[k] {
                if mems[p] == Memory::None {
                    feeds_load[p] = true;
                }
            }
        }
    }
    let mut remaining: Vec<usize> = preds.iter().map(Vec::len).collect();
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, ps) in preds.iter().enumerate() {
        for &p in ps {
            succs[p].push(k);
        }
    }
    let mut done = vec![false; n];
    let mut order = Vec::with_capacity(n);
    for _ in 0..n {
        // Ready: every predecessor scheduled. Loads and their feeders first, then program
        // order.
        let pick = (0..n)
            .filter(|&k| !done[k] && remaining[k] == 0)
            .min_by_key(|&k| (!feeds_load[k], k));
        let Some(k) = pick else {
            // Cannot happen (the graph follows program order); keep the original order.
            return insts.to_vec();
        };
        done[k] = true;
        order.push(insts[k]);
        for &s in &succs[k] {
            remaining[s] -= 1;
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::{check, random_differential};

    #[test]
    fn independent_loads_are_issued_together() {
        // Two LDS loads, each used at once: the second load and its address move above the
        // first use; the store to the UAV stays after both loads it depends on.
        check(
            run,
            "function %f {
    lds 64
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load lds v2
    v4 = bitcast.f32 v3
    v5 = fmul v4, v4
    v6 = const.i32 4
    v7 = iadd v2, v6
    v8 = load lds v7
    v9 = bitcast.f32 v8
    v10 = fadd v5, v9
    v11 = bitcast.i32 v10
    store uav(1) v2, v11
    return
}
",
            "function %f {
    lds 64
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load lds v2
    v6 = const.i32 4
    v7 = iadd v2, v6
    v8 = load lds v7
    v4 = bitcast.f32 v3
    v5 = fmul v4, v4
    v9 = bitcast.f32 v8
    v10 = fadd v5, v9
    v11 = bitcast.i32 v10
    store uav(1) v2, v11
    return
}
",
        );
    }

    #[test]
    fn loads_stay_behind_stores_and_fences_of_their_memory() {
        // The LDS load after the LDS store and the fence may not move; the UAV load may move
        // above the LDS store (different memory) but not above the fence.
        check(
            run,
            "function %f {
    lds 64
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    store lds v2, v3
    v4 = iadd v3, v3
    v5 = load uav(0) v2
    fence threads lds
    v6 = load lds v2
    v7 = iadd v6, v5
    v8 = load uav(2) v2
    v9 = iadd v7, v8
    v10 = iadd v9, v4
    store uav(1) v2, v10
    return
}
",
            "function %f {
    lds 64
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = ishl v0, v1
    v3 = load uav(0) v2
    v5 = load uav(0) v2
    store lds v2, v3
    v4 = iadd v3, v3
    fence threads lds
    v6 = load lds v2
    v8 = load uav(2) v2
    v7 = iadd v6, v5
    v9 = iadd v7, v8
    v10 = iadd v9, v4
    store uav(1) v2, v10
    return
}
",
        );
    }

    #[test]
    fn random_functions_keep_their_memory() {
        random_differential(run, 0..300);
    }
}
