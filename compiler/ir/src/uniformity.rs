//! Uniformity analysis: which values and branches are the same for every active lane of a
//! wave.
//!
//! Sources of divergence: the per-lane dispatch registers (local, global and flat ids), loads
//! from memory other lanes may write (UAVs, `g[]`, LDS) or from per-lane private arrays, and
//! atomics. Group ids, group sizes, grid sizes, constants and constant-buffer loads at uniform
//! addresses are uniform. A pure instruction is divergent when an operand is, a block
//! parameter when an incoming argument is. A `brif` on a divergent condition is a divergent
//! branch; for each, the *region* is the set of blocks reachable from the branch before its
//! immediate post-dominator. Then (sync dependence, as in LLVM's divergence analysis):
//! - the branch's *scope* is the part of its region inside the innermost natural loop that
//!   contains the branch (the whole region when there is none): there, the lanes that are
//!   active run together, iteration by iteration. The rest of the region is reached by lanes
//!   that left that loop, possibly in different iterations (a structurizer also runs such
//!   code after the loop);
//! - the parameters of the post-dominator, of every block of the region outside the scope,
//!   and of every block of the region that lanes can reach from two different successors of
//!   the branch (a *join*: lanes may arrive there from different paths with different
//!   values) are divergent. Other blocks of the scope keep uniform parameters: a loop header
//!   reached again only through one side of a divergent exit sees the continuing lanes,
//!   which all carry the same values;
//! - a loop-header parameter passed on an edge leaving the scope is read by the leaving
//!   lanes, so it is treated as read outside the scope (next item): its per-lane copy keeps
//!   each leaving lane's value when the continuing lanes' back edge (which a backend may run
//!   first, on the other side of the divergent branch) rewrites the parameter;
//! - a value defined in the scope and read outside it may differ between lanes at the read
//!   (*temporal divergence*: lanes leave a loop in different iterations and keep the value of
//!   their last one). A 32-bit value stays uniform inside the scope and is divergent only
//!   where it is read outside ([`Uniformity::is_uniform_at`]; a backend keeps a per-lane copy
//!   updated where the value is defined); other values are marked divergent.
//!
//! Everything is iterated to a fixpoint.

use std::collections::HashMap;

use crate::cfg::{natural_loops, Cfg, DomTree, PostDomTree};
use crate::entities::{Block, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{InstructionData, SpecialKind};
use crate::types::Type;
use cranelift_entity::SecondaryMap;

/// The result of the analysis.
#[derive(Clone, Debug, Default)]
pub struct Uniformity {
    divergent: SecondaryMap<Value, bool>,
    divergent_branch: SecondaryMap<Block, bool>,
    /// Scopes (block sets) of divergent branches.
    regions: Vec<Vec<Block>>,
    /// Uniform values read outside a divergent region they are defined in: the regions
    /// (indices into `regions`) inside all of which they stay uniform.
    escapes: HashMap<Value, Vec<usize>>,
}

impl Uniformity {
    /// True when `v` has the same value in every active lane where it is defined (and in
    /// every block of [`Uniformity::is_uniform_at`]).
    pub fn is_uniform(&self, v: Value) -> bool {
        !self.divergent[v]
    }

    /// True when `v`, read by an instruction (or an edge) of `block`, has the same value in
    /// every lane active there. False for a uniform value read outside a divergent loop it
    /// is defined in (lanes left in different iterations).
    pub fn is_uniform_at(&self, v: Value, block: Block) -> bool {
        !self.divergent[v]
            && self.escapes.get(&v).map_or(true, |rs| {
                rs.iter().all(|&r| self.regions[r].contains(&block))
            })
    }

    /// True when `v`, passed on the edge `from → to`, has the same value in every lane
    /// taking the edge: uniform where it is read (`from`) and where the lanes go (`to`; a
    /// uniform loop value passed to a block after the loop differs between lanes that left
    /// in different iterations).
    pub fn is_uniform_on_edge(&self, v: Value, from: Block, to: Block) -> bool {
        self.is_uniform_at(v, from) && self.is_uniform_at(v, to)
    }

    /// True when `v` is uniform but read somewhere it is not ([`Uniformity::is_uniform_at`]):
    /// a backend keeping `v` in a scalar register also needs a per-lane copy for those reads.
    pub fn escapes(&self, v: Value) -> bool {
        !self.divergent[v] && self.escapes.contains_key(&v)
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
        // Pixel / vertex inputs differ per lane although they are read-only.
        InstructionData::Load { space, .. } => !space.is_read_only() || space.is_stage_input(),
        InstructionData::Atomic { .. } | InstructionData::Derivative { .. } => true,
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

/// The blocks of `branch`'s region that lanes reach from two different successors of
/// `branch` (paths not passing through `branch` again nor the post-dominator `stop`).
fn joins(cfg: &Cfg, branch: Block, stop: Option<Block>) -> Vec<Block> {
    let mut first_label: HashMap<Block, usize> = HashMap::new();
    let mut joined: Vec<Block> = Vec::new();
    for (label, &succ) in cfg.succs[branch].iter().enumerate() {
        let mut seen: Vec<Block> = Vec::new();
        let mut stack = vec![succ];
        while let Some(b) = stack.pop() {
            if Some(b) == stop || b == branch || seen.contains(&b) {
                continue;
            }
            seen.push(b);
            match first_label.get(&b) {
                Some(&l) if l != label && !joined.contains(&b) => joined.push(b),
                Some(_) => {}
                None => {
                    first_label.insert(b, label);
                }
            }
            stack.extend(cfg.succs[b].iter().copied());
        }
    }
    joined
}

fn mark(u: &mut Uniformity, v: Value) -> bool {
    !std::mem::replace(&mut u.divergent[v], true)
}

/// Records that `v` (defined in region `r`) is read outside it; false when already known.
fn escape(u: &mut Uniformity, v: Value, r: usize) -> bool {
    let list = u.escapes.entry(v).or_default();
    if list.contains(&r) {
        false
    } else {
        list.push(r);
        true
    }
}

/// Records that `v`, uniform in region `r`, is read outside it: a 32-bit value escapes
/// (uniform inside, per-lane copy for the outside reads), a wider one becomes divergent.
/// False when nothing changed.
fn read_outside(u: &mut Uniformity, func: &Function, v: Value, r: usize) -> bool {
    if matches!(func.value_type(v), Type::I32 | Type::F32) {
        escape(u, v, r)
    } else {
        mark(u, v)
    }
}

/// True when `v` is the same in every iteration of any loop (a constant or a dispatch
/// register that is not per-lane): reading it after lanes left at different times is safe.
fn invariant(func: &Function, v: Value) -> bool {
    match func.values[v].def {
        ValueDef::Result(i) => func.insts[i].values().is_empty(),
        _ => false,
    }
}

/// Runs the analysis.
pub fn analyze(func: &Function) -> Uniformity {
    let cfg = Cfg::new(func);
    let pdom = PostDomTree::new(func, &cfg);
    let loops = natural_loops(func, &cfg, &DomTree::new(func, &cfg));
    let mut u = Uniformity::default();
    let inst_blocks = func.inst_blocks();
    // Per divergent branch: the index of its scope in `u.regions` and the blocks whose
    // parameters it makes divergent.
    let mut analysed: SecondaryMap<Block, Option<(usize, Vec<Block>)>> = SecondaryMap::new();
    loop {
        let mut changed = false;
        for &block in &func.layout {
            for &inst in &func.blocks[block].insts {
                let data = &func.insts[inst];
                let divergent_here = |v: &Value| !u.is_uniform_at(*v, block);
                if let Some(r) = func.inst_result(inst) {
                    if inherently_divergent(data) || data.values().iter().any(divergent_here) {
                        changed |= mark(&mut u, r);
                    }
                }
                // Data flow through block arguments.
                for call in data.branch_targets() {
                    for (arg, param) in call.args.iter().zip(&func.blocks[call.block].params) {
                        if !u.is_uniform_on_edge(*arg, block, call.block) {
                            changed |= mark(&mut u, *param);
                        }
                    }
                }
                if let InstructionData::Brif { cond, .. } = data {
                    if !u.is_uniform_at(*cond, block) && !u.divergent_branch[block] {
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
            if analysed[block].is_none() {
                let join = pdom.ipdom(block);
                let region = region(&cfg, block, join);
                let scope: Vec<Block> = match loops.iter().find(|(_, b)| b.contains(&block)) {
                    Some((_, body)) => region
                        .iter()
                        .copied()
                        .filter(|b| body.contains(b))
                        .collect(),
                    None => region.clone(),
                };
                let mut joined = joins(&cfg, block, join);
                joined.extend(region.iter().copied().filter(|b| !scope.contains(b)));
                joined.extend(join);
                u.regions.push(scope);
                analysed[block] = Some((u.regions.len() - 1, joined));
            }
            let Some((r, joined)) = &analysed[block] else {
                continue;
            };
            let r = *r;
            for &b in joined {
                for &p in &func.blocks[b].params {
                    changed |= mark(&mut u, p);
                }
            }
            // Loop-header parameters passed on an edge leaving the scope: the leaving lanes
            // read them on the way out, so a continuing lane's back edge must not change
            // the copy they read (in code where both sides of a divergent branch run one
            // after the other, the back edge's side may run first).
            for &from in &u.regions[r].clone() {
                let Some(term) = func.terminator(from) else {
                    continue;
                };
                for call in func.insts[term].branch_targets() {
                    if u.regions[r].contains(&call.block) {
                        continue;
                    }
                    for &v in call.args.iter() {
                        let ValueDef::Param(def_block, _) = func.values[v].def else {
                            continue;
                        };
                        let is_header = loops.iter().any(|(h, _)| *h == def_block);
                        if !is_header || !u.regions[r].contains(&def_block) || u.divergent[v] {
                            continue;
                        }
                        changed |= read_outside(&mut u, func, v, r);
                    }
                }
            }
            // Values defined in the scope and read outside it.
            for &user_block in &func.layout {
                if u.regions[r].contains(&user_block) {
                    continue;
                }
                for &inst in &func.blocks[user_block].insts {
                    for v in func.insts[inst].values() {
                        let def_block = match func.values[v].def {
                            ValueDef::Result(i) => inst_blocks[i].expand(),
                            ValueDef::Param(b, _) => Some(b),
                            ValueDef::Detached => None,
                        };
                        if !def_block.is_some_and(|d| u.regions[r].contains(&d))
                            || u.divergent[v]
                            || invariant(func, v)
                        {
                            continue;
                        }
                        changed |= read_outside(&mut u, func, v, r);
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
        let text = "function %f {
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
";
        let (values, branches) = divergent_values(text);
        // The counter is the same in every lane still looping (v3, v4 uniform), but lanes
        // leave in different iterations: v4 read after the loop differs, so v6 is divergent.
        assert_eq!(values, vec![0, 5, 6]);
        assert_eq!(branches, vec![1]);
        let func = parse_function(text).unwrap();
        let u = analyze(&func);
        let (v4, block1, block2) = (Value::new(4), Block::new(1), Block::new(2));
        assert!(u.is_uniform(v4) && u.escapes(v4));
        assert!(u.is_uniform_at(v4, block1));
        assert!(!u.is_uniform_at(v4, block2));
        assert!(!u.escapes(Value::new(3)), "v3 is only read inside the loop");
    }

    #[test]
    fn breaks_keep_the_header_uniform_and_make_the_exit_divergent() {
        // loop_break's shape: the first exit is divergent (k >= n with n loaded), the
        // second uniform (s > 500 with s uniform); the exit block joins both.
        let (values, branches) = divergent_values(
            "function %f {
block0:
    v0 = special global_id.x
    v1 = load uav(0) v0
    v2 = const.i32 0
    v3 = const.i32 1
    v4 = const.i32 500
    jump block1(v2, v2)
block1(v5: i32, v6: i32):
    v7 = icmp sge v5, v1
    brif v7, block2(v6, v5), block3
block2(v8: i32, v9: i32):
    store uav(1) v0, v8
    return
block3:
    v10 = imad v5, v5, v6
    v11 = iadd v5, v3
    v12 = icmp slt v4, v10
    brif v12, block2(v10, v11), block1(v11, v10)
}
",
        );
        assert_eq!(values, vec![0, 1, 7, 8, 9]);
        assert_eq!(branches, vec![1]);
    }

    #[test]
    fn code_after_a_divergent_break_reads_loop_values_per_lane() {
        // block3 breaks divergently to block4, which can never return to the header: lanes
        // run it after leaving the loop in different iterations (the structurizer places it
        // after the loop), so the counter v5 read there is divergent, v6 is too, and so is
        // block4's parameter.
        let text = "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 0
    v2 = const.i32 1
    v3 = const.i32 10
    jump block1(v1)
block1(v4: i32):
    v5 = iadd v4, v2
    v7 = icmp slt v5, v3
    brif v7, block3, block5(v5)
block3:
    v8 = icmp slt v0, v5
    brif v8, block1(v5), block4(v5)
block4(v9: i32):
    v6 = iadd v5, v2
    jump block5(v6)
block5(v10: i32):
    return
}
";
        let (values, _) = divergent_values(text);
        assert_eq!(values, vec![0, 6, 8, 9, 10]);
        let func = parse_function(text).unwrap();
        let u = analyze(&func);
        let v5 = Value::new(5);
        assert!(u.escapes(v5));
        assert!(u.is_uniform_at(v5, Block::new(3)));
        assert!(!u.is_uniform_at(v5, Block::new(4)));
    }

    #[test]
    fn divergent_continue_joins_at_the_header() {
        // One side of a divergent branch in the body goes straight back to the header, the
        // other through more code: the header joins both paths with different values.
        let (values, _) = divergent_values(
            "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 0
    v2 = const.i32 1
    v3 = const.i32 10
    jump block1(v1)
block1(v4: i32):
    v5 = icmp slt v4, v3
    brif v5, block2, block4
block2:
    v6 = icmp slt v4, v0
    v7 = iadd v4, v2
    brif v6, block1(v7), block3
block3:
    v8 = iadd v7, v2
    jump block1(v8)
block4:
    return
}
",
        );
        assert!(
            values.contains(&4),
            "header parameter joins two paths: {values:?}"
        );
    }

    #[test]
    fn a_header_parameter_passed_on_a_divergent_exit_escapes() {
        // `loop { if k >= 5 { r = 100; break } if k < n { k++; continue } r = k; break }`
        // with n per lane: block4 exits with the counter v10 on its else side, block6
        // continues. The lanes leaving through block4 read v10 on the way out, possibly
        // after the continuing lanes' back edge has rewritten it: v10 stays uniform in the
        // loop but not on that edge, so block2's parameter is divergent.
        let text = "function %f {
block0:
    v0 = special global_id.x
    v5 = load uav(0) v0
    v3 = const.i32 0
    v7 = const.i32 7
    v11 = const.i32 5
    v26 = const.i32 1
    jump block1(v3)
block1(v10: i32):
    v12 = icmp sge v10, v11
    brif v12, block3, block4
block2(v39: i32):
    store uav(1) v0, v39
    return
block3:
    v16 = const.i32 100
    jump block2(v16)
block4:
    v22 = icmp slt v10, v5
    brif v22, block6, block2(v10)
block6:
    v27 = iadd v10, v26
    jump block1(v27)
}
";
        let (values, branches) = divergent_values(text);
        assert_eq!(values, vec![0, 5, 22, 39]);
        assert_eq!(branches, vec![4]);
        let func = parse_function(text).unwrap();
        let u = analyze(&func);
        let (v10, block1, block2, block4) =
            (Value::new(10), Block::new(1), Block::new(2), Block::new(4));
        assert!(u.is_uniform(v10) && u.escapes(v10));
        assert!(u.is_uniform_at(v10, block4) && u.is_uniform_at(v10, block1));
        assert!(!u.is_uniform_on_edge(v10, block4, block2));
        assert!(
            !u.escapes(Value::new(27)),
            "v27 only goes back to the header"
        );
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
