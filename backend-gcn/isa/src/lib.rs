//! `gcn-isa`: GCN gfx9 (Vega) instruction tables, encoder, decoder, and an assembler and
//! printer in LLVM's syntax.
//!
//! Everything is derived from the per-format opcode tables in [`opcodes`] (described by
//! [`table`]): [`encode`], [`decode`], [`print`] and [`parse`] consult only those rows.

pub mod asm;
pub mod decode;
pub mod encode;
pub mod inst;
pub mod mem;
pub mod opcodes;
pub mod operand;
pub mod parse;
pub mod print;
pub mod sdwa;
pub mod syntax;
pub mod table;

pub use decode::{decode_all, decode_one, DecodeError};
pub use encode::{encode, EncodeError};
pub use inst::{Encoding, Instruction, Modifiers};
pub use operand::{Operand, RegRange, SpecialReg};
pub use parse::{parse_instruction, parse_program, ParseError, Program};
pub use print::print;
pub use table::{Format, Op, OpInfo};
