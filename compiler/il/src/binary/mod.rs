//! The IL binary token stream (manual chapter 2): encoding an [`crate`] program into
//! little-endian 32-bit tokens and decoding tokens back, with byte offsets in errors.
