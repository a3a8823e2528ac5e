//! Optimisation passes, one per module, and the pipeline that runs them by optimisation level.
//!
//! Every pass is a function `fn(&mut Function) -> bool` returning whether it changed anything.
//! Each module's tests give the function before and after as text and also evaluate both on
//! the same inputs (plus random functions) to check that the observable memory is unchanged.

pub mod const_fold;
pub mod copy_prop;
pub mod dce;
pub mod gvn;
pub mod if_convert;
pub mod licm;
pub mod mad_formation;
pub mod narrow_division;
pub mod peephole;
pub mod pipeline;
pub mod private_select;
pub mod promote_private;
pub mod schedule_loads;
pub mod simplify_cfg;
pub mod strength_reduce;
pub mod unroll;
pub mod unroll_by_two;

#[cfg(test)]
pub(crate) mod testing;
