//! `ilc-ir`: the target-independent middle of ilc.
//!
//! Scalar SSA IR with block parameters, lowering from [`amdil`] programs, optimisation
//! passes, uniformity analysis, the structurizer and the IR evaluator (see
//! `docs/architecture.md`). Work on this crate is tracked by its own issue.
