//! The forward dataflow over machine code that the post-allocation passes share
//! ([`crate::waitcnt`], [`crate::hazards`]): each block's entry state is the join of the
//! states its predecessors hand it, iterated to a fixpoint over back edges. A branch that
//! sits before the end of its block hands its target the state at the branch.

use cranelift_entity::SecondaryMap;
use gcn_isa::op;
use gcn_isa::table::Flags;

use crate::mir::{MBlock, MInst, MOperand, MachineFunction};

/// Rounds after which the iteration stops even without a fixpoint (a bound, never reached
/// by monotone joins over finite states).
const MAX_ROUNDS: u32 = 64;

/// A state carried forward through the instructions.
pub trait ForwardState: Clone + Default + PartialEq {
    /// Merges a predecessor's state into this one (`Default` is the identity).
    fn join(&mut self, other: &Self);
    /// The state after `inst`, given the state before it.
    fn step(&mut self, inst: &MInst);
}

/// Which edges leaving a block carry the state at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndEdges {
    /// Only the fall-through to the next block in layout order.
    FallThrough,
    /// Every successor: the fall-through and the branch targets (which also get the state
    /// at their branch).
    AllSuccessors,
}

/// Branch targets named by an instruction.
pub fn targets(inst: &MInst) -> impl Iterator<Item = MBlock> + '_ {
    inst.operands.iter().filter_map(|o| match o {
        MOperand::Block(b) => Some(*b),
        _ => None,
    })
}

/// True when control may continue with the next block in layout order after `block`.
pub fn falls_through(block: &[MInst]) -> bool {
    block.last().map_or(true, |i| {
        !(i.op.info().flags.contains(Flags::ENDS_PROGRAM) || i.op == op::S_BRANCH)
    })
}

/// The state at the entry of every block of `mf` (`None`: unreachable).
pub fn entry_states<S: ForwardState>(
    mf: &MachineFunction,
    end_edges: EndEdges,
) -> SecondaryMap<MBlock, Option<S>> {
    let layout = &mf.layout;
    let mut in_state: SecondaryMap<MBlock, Option<S>> = SecondaryMap::new();
    if let Some(&entry) = layout.first() {
        in_state[entry] = Some(S::default());
    }
    let mut changed = true;
    let mut rounds = 0;
    while changed && rounds < MAX_ROUNDS {
        changed = false;
        rounds += 1;
        for (i, &b) in layout.iter().enumerate() {
            let mut st = in_state[b].clone().unwrap_or_default();
            let insts = &mf.blocks[b].insts;
            let mut edges: Vec<(MBlock, S)> = Vec::new();
            for inst in insts {
                st.step(inst);
                for t in targets(inst) {
                    edges.push((t, st.clone()));
                }
            }
            if end_edges == EndEdges::AllSuccessors {
                for inst in insts {
                    for t in targets(inst) {
                        edges.push((t, st.clone()));
                    }
                }
            }
            if falls_through(insts) {
                if let Some(&next) = layout.get(i + 1) {
                    edges.push((next, st));
                }
            }
            for (s, st) in edges {
                let mut joined = in_state[s].clone().unwrap_or_default();
                joined.join(&st);
                if in_state[s].as_ref() != Some(&joined) {
                    in_state[s] = Some(joined);
                    changed = true;
                }
            }
        }
    }
    in_state
}

/// Rewrites every block of `mf` from its entry state (see [`entry_states`]): `rewrite` gets
/// the state before each instruction and the block's new instruction list, pushes the
/// instruction with whatever it needs around it, and steps the state over what it pushed.
pub fn rewrite_blocks<S: ForwardState>(
    mf: &mut MachineFunction,
    in_state: &SecondaryMap<MBlock, Option<S>>,
    mut rewrite: impl FnMut(&mut S, MInst, &mut Vec<MInst>),
) {
    for &b in &mf.layout {
        let mut st = in_state[b].clone().unwrap_or_default();
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut out = Vec::with_capacity(old.len());
        for inst in old {
            rewrite(&mut st, inst, &mut out);
        }
        mf.blocks[b].insts = out;
    }
}
