//! Entity references: compact `u32` keys for values, instructions and blocks.
//!
//! Every IR object lives in an arena owned by the [`crate::Function`]; these keys index it
//! (the Cranelift design: no pointer graphs, analyses keep side tables keyed by entity).

use cranelift_entity::entity_impl;

/// An SSA value: an instruction result or a block parameter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// An instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");
