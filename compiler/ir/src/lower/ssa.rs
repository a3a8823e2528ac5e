//! SSA construction à la Braun et al., "Simple and Efficient Construction of Static Single
//! Assignment Form" (CC 2013), with block parameters instead of phis.
//!
//! Variables are IL register components (all 32-bit, kept as `i32`). `def_var` records the
//! current definition in a block; `use_var` looks it up, recursing into predecessors. A block
//! is *sealed* once all its predecessors are known; reads in unsealed blocks create a
//! placeholder parameter that is completed (arguments added to every incoming edge) at
//! sealing. Trivial parameters are left for the copy-propagation pass to remove. A variable
//! read before any write (no predecessors) reads 0.

use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueData, ValueDef};
use crate::instructions::InstructionData;
use crate::types::Type;
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;

/// An SSA variable: class (register file or memory array), number, component or word.
pub type Var = (u8, u32, u32);

/// An incoming edge: the predecessor block, its terminator, and which branch target.
#[derive(Clone, Copy, Debug)]
struct Edge {
    pred: Block,
    inst: Inst,
    target: usize,
}

/// The SSA construction state.
#[derive(Default)]
pub struct SsaBuilder {
    defs: HashMap<(Var, Block), Value>,
    sealed: SecondaryMap<Block, bool>,
    incomplete: SecondaryMap<Block, Vec<(Var, Value)>>,
    edges: SecondaryMap<Block, Vec<Edge>>,
}

impl SsaBuilder {
    /// Records that `var` holds `value` at the current end of `block`.
    pub fn def_var(&mut self, block: Block, var: Var, value: Value) {
        self.defs.insert((var, block), value);
    }

    /// Declares the edges of terminator `inst` (already appended to `pred`).
    pub fn declare_edges(&mut self, func: &Function, pred: Block, inst: Inst) {
        for (target, call) in func.insts[inst].branch_targets().iter().enumerate() {
            self.edges[call.block].push(Edge { pred, inst, target });
        }
    }

    /// True when the block has been sealed.
    pub fn is_sealed(&self, block: Block) -> bool {
        self.sealed[block]
    }

    /// The value of `var` at the current end of `block`.
    pub fn use_var(&mut self, func: &mut Function, block: Block, var: Var) -> Value {
        if let Some(&v) = self.defs.get(&(var, block)) {
            return v;
        }
        let value = if !self.sealed[block] {
            let p = func.append_block_param(block, Type::I32);
            self.incomplete[block].push((var, p));
            p
        } else {
            match self.edges[block].as_slice() {
                [] => zero_at_start(func, block),
                [single] => {
                    let pred = single.pred;
                    self.use_var(func, pred, var)
                }
                _ => {
                    let p = func.append_block_param(block, Type::I32);
                    self.defs.insert((var, block), p);
                    self.add_args(func, block, var);
                    p
                }
            }
        };
        self.defs.insert((var, block), value);
        value
    }

    fn add_args(&mut self, func: &mut Function, block: Block, var: Var) {
        let edges = self.edges[block].clone();
        for e in edges {
            let arg = self.use_var(func, e.pred, var);
            if let Some(call) = func.insts[e.inst]
                .branch_targets_mut()
                .into_iter()
                .nth(e.target)
            {
                call.args.push(arg);
            }
        }
    }

    /// Marks `block` as having all its predecessors, completing placeholder parameters.
    pub fn seal(&mut self, func: &mut Function, block: Block) {
        if self.sealed[block] {
            return;
        }
        self.sealed[block] = true;
        let pending = std::mem::take(&mut self.incomplete[block]);
        for (var, _) in pending {
            self.add_args(func, block, var);
        }
    }
}

/// A `const.i32 0` inserted at the start of `block`.
fn zero_at_start(func: &mut Function, block: Block) -> Value {
    let inst = func.insts.push(InstructionData::Const {
        ty: Type::I32,
        bits: 0,
    });
    let value = func.values.push(ValueData {
        ty: Type::I32,
        def: ValueDef::Result(inst),
    });
    func.results[inst] = value.into();
    func.blocks[block].insts.insert(0, inst);
    value
}
