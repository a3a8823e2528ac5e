//! Uniformity analysis: which values and branches are the same for every active lane of a
//! wave.
//!
//! Sources of divergence: the per-lane dispatch registers (local, global and flat ids), loads
//! from memory other lanes may write (UAVs, `g[]`, LDS) or from per-lane private arrays, and
//! atomics. Group ids, group sizes, grid sizes, constants and constant-buffer loads at uniform
//! addresses are uniform. A pure instruction is divergent when an operand is, a block
//! parameter when an incoming argument is. A `brif` on a
//! divergent condition is a divergent branch; for each, the *region* is the set of blocks
//! reachable from the branch before its immediate post-dominator. Then (sync dependence):
//! the parameters of every block in the region and of the post-dominator are divergent
//! (lanes may arrive with different values), and a value defined in the region and used
//! outside it is divergent (lanes may leave a loop in different iterations). Everything is
//! iterated to a fixpoint.

use crate::cfg::{Cfg, PostDomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{InstructionData, SpecialKind};
use cranelift_entity::SecondaryMap;

/// The result of the analysis.
#[derive(Clone, Debug, Default)]
pub struct Uniformity {
    divergent: SecondaryMap<Value, bool>,
    divergent_branch: SecondaryMap<Block, bool>,
}

impl Uniformity {
    /// True when `v` has the same value in every active lane.
    pub fn is_uniform(&self, v: Value) -> bool {
        !self.divergent[v]
    }

    /// True when the terminator of `block` sends every active lane the same way.
    pub fn is_branch_uniform(&self, block: Block) -> bool {
        !self.divergent_branch[block]
    }
}

fn inherently_divergent(data: &InstructionData) -> bool {
    match data {
        InstructionData::Special { reg } => matches!(
            reg.kind,
            SpecialKind::LocalId
                | SpecialKind::GlobalId
                | SpecialKind::LocalFlat
                | SpecialKind::GlobalFlat
        ),
        InstructionData::Load { space, .. } => !space.is_read_only(),
        InstructionData::Atomic { .. } => true,
        _ => false,
    }
}

/// Blocks reachable from `block`'s successors without passing through `stop`.
fn region(cfg: &Cfg, block: Block, stop: Option<Block>) -> Vec<Block> {
    let mut seen: Vec<Block> = Vec::new();
    let mut stack: Vec<Block> = cfg.succs[block].to_vec();
    while let Some(b) = stack.pop() {
        if Some(b) == stop || seen.contains(&b) {
            continue;
        }
        seen.push(b);
        stack.extend(cfg.succs[b].iter().copied());
    }
    seen
}

fn mark(u: &mut Uniformity, v: Value) -> bool {
    !std::mem::replace(&mut u.divergent[v], true)
}

/// Runs the analysis.
pub fn analyze(func: &Function) -> Uniformity {
    let cfg = Cfg::new(func);
    let pdom = PostDomTree::new(func, &cfg);
    let mut u = Uniformity::default();
    let inst_blocks = func.inst_blocks();
    let mut regions: SecondaryMap<Block, Option<Vec<Block>>> = SecondaryMap::new();
    loop {
        let mut changed = false;
        for &block in &func.layout {
            for &inst in &func.blocks[block].insts {
                let data = &func.insts[inst];
                if let Some(r) = func.inst_result(inst) {
                    if inherently_divergent(data) || data.values().iter().any(|v| u.divergent[*v]) {
                        changed |= mark(&mut u, r);
                    }
                }
                // Data flow through block arguments.
                for call in data.branch_targets() {
                    for (arg, param) in call.args.iter().zip(&func.blocks[call.block].params) {
                        if u.divergent[*arg] {
                            changed |= mark(&mut u, *param);
                        }
                    }
                }
                if let InstructionData::Brif { cond, .. } = data {
                    if u.divergent[*cond] && !u.divergent_branch[block] {
                        u.divergent_branch[block] = true;
                        changed = true;
                    }
                }
            }
        }
        for &block in &func.layout {
            if !u.divergent_branch[block] {
                continue;
            }
            let join = pdom.ipdom(block);
            let reg = regions[block]
                .get_or_insert_with(|| region(&cfg, block, join))
                .clone();
            for b in reg.iter().copied().chain(join) {
                for &p in &func.blocks[b].params {
                    changed |= mark(&mut u, p);
                }
            }
            // Values defined in the region and used outside it.
            for &user_block in &func.layout {
                if reg.contains(&user_block) {
                    continue;
                }
                for &inst in &func.blocks[user_block].insts {
                    for v in func.insts[inst].values() {
                        let def_block = match func.values[v].def {
                            ValueDef::Result(i) => inst_blocks[i].expand(),
                            ValueDef::Param(b, _) => Some(b),
                            ValueDef::Detached => None,
                        };
                        if def_block.is_some_and(|d| reg.contains(&d)) {
                            changed |= mark(&mut u, v);
                        }
                    }
                }
            }
        }
        if !changed {
            return u;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;
    use cranelift_entity::EntityRef;

    fn divergent_values(text: &str) -> (Vec<usize>, Vec<usize>) {
        let func = parse_function(text).unwrap();
        let u = analyze(&func);
        let values = func
            .values
            .keys()
            .filter(|v| func.values[*v].def != ValueDef::Detached && !u.is_uniform(*v))
            .map(|v| v.index())
            .collect();
        let branches = func
            .layout
            .iter()
            .filter(|b| !u.is_branch_uniform(**b))
            .map(|b| b.index())
            .collect();
        (values, branches)
    }

    #[test]
    fn sources_and_propagation() {
        let (values, branches) = divergent_values(
            "function %f {
block0:
    v0 = special local_id.x
    v1 = special group_id.x
    v2 = const.i32 4
    v3 = imul v1, v2
    v4 = load cb(0) v3
    v5 = load cb(0) v0
    v6 = load uav(0) v3
    v7 = iadd v4, v2
    v8 = iadd v7, v0
    v9 = icmp slt v4, v2
    brif v9, block1, block2
block1:
    jump block2
block2:
    return
}
",
        );
        assert_eq!(values, vec![0, 5, 6, 8]);
        assert!(branches.is_empty());
    }

    #[test]
    fn divergent_if_makes_join_params_divergent() {
        let (values, branches) = divergent_values(
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 2
    v2 = icmp slt v0, v1
    v3 = special group_id.x
    brif v2, block1, block2(v3)
block1:
    v4 = iadd v3, v1
    jump block2(v4)
block2(v5: i32):
    v6 = iadd v5, v1
    v7 = icmp eq v3, v1
    brif v7, block3(v3), block4
block3(v8: i32):
    jump block4
block4:
    return
}
",
        );
        // v4 (uniform inputs inside the divergent region, used only inside) stays uniform.
        assert_eq!(values, vec![0, 2, 5, 6]);
        assert_eq!(branches, vec![0]);
    }

    #[test]
    fn loop_with_divergent_exit() {
        let (values, branches) = divergent_values(
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 0
    v2 = const.i32 1
    jump block1(v1)
block1(v3: i32):
    v4 = iadd v3, v2
    v5 = icmp slt v4, v0
    brif v5, block1(v4), block2
block2:
    v6 = imul v4, v2
    return
}
",
        );
        // The counter is uniform per iteration but lanes leave in different iterations:
        // v3 (header param inside the region) and v4 (used after the loop) are divergent.
        assert_eq!(values, vec![0, 3, 4, 5, 6]);
        assert_eq!(branches, vec![1]);
    }

    /// Dynamic check on random loop-free functions (one wave of 8 lanes): every value the
    /// analysis calls uniform takes a single value across the lanes that compute it.
    #[test]
    fn uniform_values_agree_across_lanes_when_executed() {
        use crate::eval::{run_observed, EvalOptions, LaunchGeometry};
        use crate::random::{random_function, RandomConfig};
        use std::collections::HashMap;
        let (mut checked_uniform, mut seen_divergent) = (0, 0);
        for seed in 0..120 {
            let func = random_function(
                seed,
                &RandomConfig {
                    blocks: 6,
                    ..RandomConfig::default()
                },
            );
            let u = analyze(&func);
            let mut seen: HashMap<Value, Vec<u64>> = HashMap::new();
            let mut mem = crate::passes::testing::inputs();
            let geometry = LaunchGeometry::linear(8, 1);
            let result = run_observed(
                &func,
                &geometry,
                &mut mem,
                &EvalOptions::default(),
                &mut |e| {
                    let list = seen.entry(e.value).or_default();
                    if !list.contains(&e.bits) {
                        list.push(e.bits);
                    }
                },
            );
            if result.is_err() {
                continue;
            }
            for (v, bits) in &seen {
                if u.is_uniform(*v) {
                    assert_eq!(
                        bits.len(),
                        1,
                        "seed {seed}: {v} is called uniform but took {bits:x?}\n{func}"
                    );
                    checked_uniform += 1;
                } else if bits.len() > 1 {
                    seen_divergent += 1;
                }
            }
        }
        assert!(
            checked_uniform > 500 && seen_divergent > 100,
            "{checked_uniform} {seen_divergent}"
        );
    }

    #[test]
    fn uniform_loop_stays_uniform() {
        let (values, branches) = divergent_values(
            "function %f {
block0:
    v0 = special num_groups.x
    v1 = const.i32 0
    v2 = const.i32 1
    jump block1(v1)
block1(v3: i32):
    v4 = iadd v3, v2
    v5 = icmp slt v4, v0
    brif v5, block1(v4), block2
block2:
    v6 = imul v4, v2
    return
}
",
        );
        assert!(values.is_empty() && branches.is_empty());
    }
}
