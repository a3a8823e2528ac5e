//! Promotion of private arrays to SSA values: when every access to a private array (IL
//! indexed temps lowered to per-lane memory) is a dword load or store at a constant word
//! address within bounds, the loads and stores are replaced by SSA values and block
//! parameters built with the Braun et al. construction ([`crate::lower::ssa`]): blocks are
//! filled in reverse postorder and sealed once all their predecessors are filled. Words never
//! stored read 0, as the evaluator's private memory starts zeroed. Unreachable blocks are
//! dropped first so every branch edge is accounted for.

use crate::cfg::{reverse_postorder, Cfg};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{AddressSpace, InstructionData, MemSize};
use crate::lower::ssa::SsaBuilder;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

/// Variable class of promoted private words.
const VAR_PRIVATE: u8 = 1;

/// The promotable array and word an instruction accesses, if it is such an access.
fn access(func: &Function, inst: Inst, promotable: &[bool]) -> Option<(u32, u32)> {
    let (space, size, addr) = match &func.insts[inst] {
        InstructionData::Load { space, size, addr } => (*space, *size, *addr),
        InstructionData::Store { space, size, args } => (*space, *size, args[0]),
        _ => return None,
    };
    let AddressSpace::Private(id) = space else {
        return None;
    };
    if size != MemSize::Dword || !promotable.get(id as usize).copied().unwrap_or(false) {
        return None;
    }
    let word = func.const_value(addr)?.1 as u32;
    Some((id, word))
}

/// Promotes qualifying private arrays; returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    if func.private_arrays.is_empty() || func.layout.is_empty() {
        return false;
    }
    // Which arrays qualify.
    let mut promotable = vec![true; func.private_arrays.len()];
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            let (space, size, addr) = match &func.insts[inst] {
                InstructionData::Load { space, size, addr } => (*space, *size, Some(*addr)),
                InstructionData::Store { space, size, args } => (*space, *size, Some(args[0])),
                InstructionData::Atomic { space, .. } => (*space, MemSize::Dword, None),
                _ => continue,
            };
            let AddressSpace::Private(id) = space else {
                continue;
            };
            let Some(slot) = promotable.get_mut(id as usize) else {
                continue;
            };
            let in_bounds = addr
                .and_then(|a| func.const_value(a))
                .is_some_and(|(_, w)| w < u64::from(func.private_arrays[id as usize]));
            if size != MemSize::Dword || !in_bounds {
                *slot = false;
            }
        }
    }
    if !promotable.iter().any(|p| *p) {
        return false;
    }
    let cfg = Cfg::new(func);
    let rpo = reverse_postorder(func, &cfg);
    let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &b in &rpo {
        reachable[b] = true;
    }
    func.layout.retain(|b| reachable[*b]);
    let cfg = Cfg::new(func);

    let mut ssa = SsaBuilder::default();
    for &block in &rpo {
        if let Some(term) = func.terminator(block) {
            ssa.declare_edges(func, block, term);
        }
    }
    let mut filled: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut replace: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    let mut dead: SecondaryMap<Inst, bool> = SecondaryMap::new();
    let mut changed = false;
    for (i, &block) in rpo.iter().enumerate() {
        if i == 0 || cfg.preds[block].iter().all(|p| filled[*p]) {
            ssa.seal(func, block);
        }
        for inst in func.blocks[block].insts.clone() {
            let Some((id, word)) = access(func, inst, &promotable) else {
                continue;
            };
            let var = (VAR_PRIVATE, id, word);
            match func.insts[inst].clone() {
                InstructionData::Store { args, .. } => ssa.def_var(block, var, args[1]),
                _ => {
                    let value = ssa.use_var(func, block, var);
                    if let Some(r) = func.inst_result(inst) {
                        replace[r] = value.into();
                        func.values[r].def = ValueDef::Detached;
                    }
                }
            }
            dead[inst] = true;
            changed = true;
        }
        filled[block] = true;
        for &succ in &cfg.succs[block] {
            if cfg.preds[succ].iter().all(|p| filled[*p]) {
                ssa.seal(func, succ);
            }
        }
    }
    if changed {
        let resolve = |mut v: Value| {
            while let Some(next) = replace[v].expand() {
                v = next;
            }
            v
        };
        for &block in &func.layout {
            func.blocks[block].insts.retain(|i| !dead[*i]);
        }
        func.substitute_values(resolve);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::check;

    #[test]
    fn promotes_constant_index_array_through_a_loop() {
        // p[0] accumulates over a loop, p[1] is written in one branch only, p[2] never
        // (reads 0); array 1 has a variable index and stays in memory. Expected by hand: the
        // loop header carries p[0..3] as parameters (v15..v17); entry passes (v0, 0, 0).
        check(
            run,
            "function %f {
    private 4
    private 2
block0:
    v0 = special global_id.x
    v1 = const.i32 0
    v2 = const.i32 1
    v3 = const.i32 2
    store private(0) v1, v0
    store private(1) v0, v0
    jump block1
block1:
    v4 = load private(0) v1
    v5 = iadd v4, v2
    store private(0) v1, v5
    v6 = icmp ult v5, v3
    brif v6, block2, block3
block2:
    store private(0) v2, v5
    jump block1
block3:
    v7 = load private(0) v2
    v8 = load private(0) v3
    v9 = iadd v7, v8
    v10 = const.i32 4
    v11 = imul v0, v10
    v12 = band v0, v2
    v13 = load private(1) v12
    v14 = iadd v9, v13
    store uav(1) v11, v14
    return
}
",
            "function %f {
    private 4
    private 2
block0:
    v19 = const.i32 0
    v18 = const.i32 0
    v0 = special global_id.x
    v1 = const.i32 0
    v2 = const.i32 1
    v3 = const.i32 2
    store private(1) v0, v0
    jump block1(v0, v18, v19)
block1(v15: i32, v16: i32, v17: i32):
    v5 = iadd v15, v2
    v6 = icmp ult v5, v3
    brif v6, block2, block3
block2:
    jump block1(v5, v5, v17)
block3:
    v9 = iadd v16, v17
    v10 = const.i32 4
    v11 = imul v0, v10
    v12 = band v0, v2
    v13 = load private(1) v12
    v14 = iadd v9, v13
    store uav(1) v11, v14
    return
}
",
        );
    }
}
