//! `r600-isa`: R600 (R6xx, VLIW5) microcode tables, encoder, decoder and assembler text format,
//! following the "R600 Instruction Set Architecture" manual (Rev. 0.31, May 2007).
//!
//! Layers: opcode tables ([`alu_ops`], [`cf_ops`], [`fetch_ops`]) → per-format codecs ([`alu`],
//! [`cf`], [`fetch`]) → whole programs with clause layout ([`program`]) → assembly text
//! ([`asm`]); [`stats`] counts what a program contains. Every codec is strict: undefined opcodes, reserved values and non-zero reserved
//! bits are decoding errors carrying a byte offset; nothing panics on arbitrary bytes.

#![warn(missing_docs)]

pub mod alu;
pub mod alu_ops;
pub mod asm;
mod bits;
pub mod cf;
pub mod cf_ops;
pub mod common;
pub mod error;
pub mod fetch;
pub mod fetch_ops;
pub mod group_rules;
pub mod program;
pub mod stats;

pub use alu::{
    AluDst, AluGroup, AluInst, AluSrc, BankSwizzle, IndexMode, InlineConst, Omod, PredSel, SrcSel,
    Unit,
};
pub use alu_ops::{AluFlags, AluFormat, AluOp, AluOpInfo, Units, ALU_OPS};
pub use cf::{CfAluWord, CfCond, CfExportWord, CfInst, CfWord, ExportTail, Kcache, KcacheMode};
pub use cf_ops::{CfAluOp, CfExportOp, CfFlags, CfOp, CfOpInfo, CF_ALU_OPS, CF_EXPORT_OPS, CF_OPS};
pub use common::{Chan, CompSel};
pub use error::{DecodeError, EncodeError};
pub use fetch::{FetchType, NumFormat, TexInst, VtxDst, VtxInst};
pub use fetch_ops::{FetchFlags, FetchOpInfo, TexOp, VtxOp, TEX_OPS, VTX_OPS};
pub use program::{CfNode, Clause, ClauseKind, Program};
pub use stats::StaticStats;
