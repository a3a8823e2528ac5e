//! `r600-codegen`: the R600 (VLIW5) backend of ilc.
//!
//! Instruction selection, clause formation, VLIW5 slot packing, channel-aware register
//! allocation and the CF program builder. Work on this crate is tracked by its own issue.
