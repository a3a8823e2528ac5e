//! `amdil`: the AMD IL (v2.4) front end.
//!
//! Owns the IL program model ([`Program`]), the opcode table (every ILOpcode of the
//! manual's appendix B, [`opcode`]), the register-type table ([`regtype`]), the text
//! parser with source spans ([`parse()`]), the binary token codec (chapter 2,
//! [`binary`]), the canonical printer ([`print()`]), the verifier ([`verify()`]) and
//! diagnostics ([`diag`]).
//!
//! Equality of programs ignores source spans ([`Span`] compares always-equal), so
//! `parse(&print(&p)) == Ok(p)` holds for every program the printer can print.

pub mod binary;
pub mod diag;
pub mod enums;
pub mod names;
pub mod opcode;
pub mod parse;
pub mod print;
pub mod program;
pub mod regtype;
pub mod span;
pub mod verify;

#[cfg(test)]
mod amd_forms_tests;
#[cfg(test)]
mod tests;

pub use diag::{Diagnostic, Diagnostics};
pub use enums::{
    CmpVal, CompSel, DataSize, DivComp, DstComp, ElementFormat, FenceFlag, FirstBit, PixTexUsage,
    RelOp, ShaderType, ShiftScale, ZeroOp,
};
pub use opcode::{Opcode, OPCODES};
pub use parse::{parse, parse_partial};
pub use print::print;
pub use program::{Control, Dst, Index, Instruction, Program, Reg, RelReg, Src, SrcMods, IDENTITY};
pub use regtype::RegType;
pub use span::Span;
pub use verify::{check, verify};

/// Write-mask type: per-component destination modes (x, y, z, w).
pub type WriteMask = [DstComp; 4];
/// Swizzle type: per-position component selects (x, y, z, w).
pub type Swizzle = [CompSel; 4];
