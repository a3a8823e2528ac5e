//! `amdil`: the AMD IL (v2.4) front end.
//!
//! Owns the IL program model, the opcode table (every ILOpcode of the manual's chapter 6 /
//! appendix B), the text lexer and parser with source spans, the binary token codec
//! (chapter 2), the canonical printer, the verifier and diagnostics.

pub mod binary;
