//! `gcn-isa`: GCN gfx9 (Vega) instruction tables, encoder, decoder, and an assembler and
//! printer in LLVM's syntax.
//!
//! Everything is derived from the per-format opcode tables in [`opcodes`] (described by
//! [`table`]): [`mod@encode`], [`decode`], [`mod@print`] and [`parse`] consult only those rows.
//! [`op`] names every opcode as a typed constant (`op::V_ADD_F32`), so code that builds or
//! inspects instructions never looks mnemonics up at run time. `opcodes.rs` is generated: from
//! the repository root, `python3 backend-gcn/isa/tools/gen_opcodes.py <vega-isa.txt>` rewrites
//! and formats it (the manual's SHA-256 is recorded in its header and checked).
//!
//! Model, for consumers such as a simulator: an [`Instruction`] is an [`Op`] (index of its
//! [`OpInfo`] row: name, format, opcode, side-effect [`table::Flags`] such as `VMCNT`/`LGKMCNT`/
//! `EXPCNT`, `READS_VCC`, `WRITES_EXEC`, `READS_M0`), an [`Encoding`] (native, `_e64`, `_sdwa`,
//! `_dpp`), the operands in the order of `OpInfo::operands` (each slot says its
//! [`table::Field`], [`table::Kind`], width in dwords, number type and whether it is written),
//! the VALU [`Modifiers`] and the memory [`inst::MemFields`]. [`Instruction::operand`] fetches
//! an operand by field. Branch targets decode to `Operand::Imm` dword offsets.
//!
//! Text: [`asm::show_encoding`], [`asm::disassemble`] and [`asm::assemble`] follow
//! `llvm-mc -arch=amdgcn -mcpu=gfx900`; the `gcn-mc` binary wraps them.

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

pub use opcodes::op;

pub use decode::{decode_all, decode_one, DecodeError};
pub use encode::{encode, EncodeError};
pub use inst::{Encoding, Instruction, Modifiers};
pub use operand::{Operand, RegRange, SpecialReg};
pub use parse::{parse_instruction, parse_program, ParseError, Program};
pub use print::print;
pub use table::{Format, Op, OpInfo};
