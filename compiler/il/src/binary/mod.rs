//! The IL binary token stream (manual chapter 2): encoding a [`crate::program::Program`]
//! into little-endian 32-bit tokens and decoding tokens back, with byte offsets in errors.
//!
//! Public entry points: [`encode`] (tokens), [`encode_bytes`] (little-endian bytes),
//! [`decode`] (bytes to program; every error's span is the byte range of the offending
//! token, and no input panics) and [`looks_binary`] (content sniffing). A round trip gives
//! back [`canonical::canonical`] of the program.
//!
//! Layers, bottom up: [`fields`] packs and unpacks the generic tokens, [`reader`] walks a
//! byte stream token by token, [`operand`] handles a register operand with everything that
//! trails it, [`register`] maps program-model operands to token operands, [`control`] places
//! control specifiers in an opcode's control field, [`packet`] handles whole instructions and
//! [`codec`] whole programs. Each module documents the manual ambiguities it resolves, with
//! line numbers: the `IL_Lang` bit range ([`fields`]); the position of the extension word,
//! the undefined `IL_Rel_Addr` and the index-register immediate of example 5 ([`operand`]);
//! how indices map to dimensions ([`register`]); per-opcode control layouts ([`control`]);
//! operand counts, CALL's extra token and the thread-group counts ([`packet`]).
//!
//! Where the manual gives an instruction no token layout (graphics `_usage` declarations,
//! macros, function tables, free text), [`packet`] writes an ilc-only *text packet* (opcode
//! token with `sec_modifier_present` alone, L482-483/L3148, then the canonical text); see
//! `docs/il-binary-notes.md`. Every program that parses therefore encodes (short of a text
//! over 65535 words).

pub mod canonical;
pub mod codec;
pub mod control;
pub mod fields;
pub mod operand;
pub mod packet;
pub mod reader;
pub mod register;
pub mod sniff;
pub mod texture;

pub use codec::{decode, encode, encode_bytes};
pub use sniff::looks_binary;

#[cfg(test)]
mod tests;
