//! `gcn-codegen`: the GCN Vega (gfx900) backend of ilc.
//!
//! Instruction selection from the structured IR, EXEC-mask control flow, register
//! allocation with regalloc2, hazard wait states, S_WAITCNT insertion and emission.
//! Work on this crate is tracked by its own issue.
