//! `runtime-sim`: the launch model, the AMD IL interpreter (reference semantics) and the
//! strict Vega and R600 simulators.

pub mod codeobj;
pub mod dispatch;
pub mod graphics_metadata;
pub mod interp;
pub mod launch;
pub mod link;
pub mod memory;
pub mod output;
pub mod r600;
pub mod vega;
