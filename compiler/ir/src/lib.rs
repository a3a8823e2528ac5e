//! `ilc-ir`: the target-independent middle of ilc.
//!
//! Scalar SSA IR with block parameters ([`Function`]), a builder, verifier, text printer and
//! parser, an evaluator executing a function over a whole dispatch, optimisation passes,
//! uniformity analysis and the structurizer (see `docs/architecture.md`).

pub mod builder;
pub mod cfg;
pub mod entities;
pub mod eval;
pub mod function;
pub mod instructions;
pub mod lower;
pub mod opcode;
pub mod parser;
pub mod passes;
pub mod printer;
pub mod random;
pub mod semantics;
pub mod structurize;
pub mod types;
pub mod uniformity;
pub mod verifier;

pub use builder::FunctionBuilder;
pub use entities::{Block, Inst, Value};
pub use function::{BlockData, Function, SourceLoc, ValueData, ValueDef};
pub use instructions::{
    AddressSpace, AtomicOp, BlockCall, FenceFlags, FloatCC, FloatFlags, InstructionData, IntCC,
    MemSize, SpecialKind, SpecialReg, ZeroOp,
};
pub use opcode::{Opcode, TypeRule};
pub use types::Type;
