//! The IL binary token stream (manual chapter 2): encoding a [`crate::program::Program`]
//! into little-endian 32-bit tokens and decoding tokens back, with byte offsets in errors.
//!
//! Layers, bottom up: [`fields`] packs and unpacks the generic tokens, [`reader`] walks a
//! byte stream token by token, [`operand`] handles a register operand with everything that
//! trails it, [`register`] maps program-model operands to token operands, [`control`] places
//! control specifiers in an opcode's control field, [`packet`] handles whole instructions and
//! [`codec`] whole programs. [`canonical`] describes what survives a round trip.

pub mod canonical;
pub mod codec;
pub mod control;
pub mod fields;
pub mod operand;
pub mod packet;
pub mod reader;
pub mod register;
pub mod sniff;

pub use codec::{decode, encode, encode_bytes};
pub use sniff::looks_binary;

#[cfg(test)]
mod tests;
