//! `ilc-ir`: the target-independent middle of ilc.
//!
//! Pipeline for a backend: [`lower::lower`] turns an `amdil::Program` into a scalar SSA
//! [`Function`] (block parameters, no phis), [`passes::pipeline::optimize`] runs the passes
//! of an optimisation level (verifying after each in debug builds), then
//! [`uniformity::analyze`] says which values and branches are wave-uniform and
//! [`structurize::structurize`] turns the CFG into a region tree of sequences, ifs, scopes and
//! loops with multi-level break/continue.
//!
//! Around that: the opcode table ([`opcode`]) and formats ([`instructions`]), a builder,
//! the verifier, a text printer and parser for tests (`parse(print(f)) == f`), the IL-exact
//! scalar semantics ([`semantics`]) shared by constant folding and the [`eval`]uator, which
//! runs a function over a whole dispatch (work-groups, LDS, barriers) on an [`eval::EvalMemory`],
//! and seeded random functions ([`random`]) for property tests.

pub mod backend;
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
pub mod probe;
pub mod random;
pub mod region_walk;
pub mod semantics;
pub mod structurize;
pub mod texture;
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
