//! Integration tests of `r600-isa` (one test binary): opcode tables against the manual's text,
//! hand-computed encodings of every opcode, round trips and robustness of the decoders.

mod alu;
mod manual;
mod strategies;
