//! The IL binary token stream (manual chapter 2): encoding a program into little-endian
//! 32-bit tokens and decoding tokens back, with byte offsets in errors.
//!
//! Layers, bottom up: [`fields`] packs and unpacks the generic tokens, [`reader`] walks a
//! byte stream token by token, [`operand`] handles a register operand with everything that
//! trails it.

pub mod fields;
pub mod operand;
pub mod reader;
pub mod sniff;

pub use sniff::looks_binary;
