//! The IL binary token stream (manual chapter 2): encoding an [`crate`] program into
//! little-endian 32-bit tokens and decoding tokens back, with byte offsets in errors.
//!
//! Layers: [`fields`] packs and unpacks single generic tokens, [`reader`] walks a byte stream
//! token by token, [`operand`] handles a register operand with everything that trails it.

pub mod fields;
pub mod operand;
pub mod reader;
