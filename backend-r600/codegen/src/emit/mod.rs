//! The back half: clause formation ([`form_clauses`], which runs the VLIW5 scheduler
//! [`crate::sched`] on each ALU segment), conditional exits folded into ALU clauses
//! ([`fold_conditional_exits`]), live ranges ([`liveness`]), fetches merged into VTX
//! tuples ([`liveness::merge_fetches`]), GPR allocation ([`crate::regalloc`]) and the CF
//! program ([`build_cf`]). [`crate::compile_function`] runs them in this order.

use r600_isa::{CfAluOp, Chan};

use crate::error::CodegenError;
use crate::sched::SClause;
use crate::vcode::{VOp, VReg};

pub mod build_cf;
pub mod fold_conditional_exits;
pub mod form_clauses;
pub mod liveness;

pub use form_clauses::fetch_groups;

/// One CF-level step of the plan.
#[derive(Debug)]
pub enum Planned {
    /// A scheduled ALU clause of segment `seg`.
    Alu {
        /// Index of the segment (in [`Clauses::segments`]) whose operations it holds.
        seg: usize,
        /// The scheduled groups.
        clause: SClause,
        /// The clause ends with a PRED_SET and pushes before it (ALU_PUSH_BEFORE).
        push_before: bool,
        /// `if (c) break` / `if (c) continue` folded into this clause: ALU_BREAK /
        /// ALU_CONTINUE with the inverted PRED_SET (lanes that fail it leave).
        exit: Option<CfAluOp>,
    },
    /// A VTX clause: (destination, index, dword offset) per fetch.
    Fetch(Vec<(VReg, VReg, u32)>),
    /// A TEX clause (at most eight instructions, none reading what an earlier one writes).
    Tex(Vec<crate::vcode::TexItem>),
    /// An EXPORT (EXPORT_DONE when it is the last of its TYPE).
    Export {
        /// TYPE: 0 PIXEL, 1 POS, 2 PARAM.
        ty: u8,
        /// ARRAY_BASE.
        target: u32,
        /// (component, register) pairs.
        data: Vec<(Chan, VReg)>,
    },
    /// A MEM_SCRATCH write.
    Store {
        /// Element index register.
        index: VReg,
        /// ARRAY_BASE.
        base: u32,
        /// (component, register) pairs.
        data: Vec<(Chan, VReg)>,
    },
    /// ELSE.
    Else,
    /// POP.
    Pop,
    /// LOOP_START_DX10.
    LoopStart,
    /// LOOP_END.
    LoopEnd,
    /// LOOP_BREAK.
    LoopBreak,
    /// LOOP_CONTINUE.
    LoopContinue,
}

/// The program as clauses: the CF-level plan, the ALU segments its clauses schedule and the
/// element of every virtual register (chosen by the scheduler where isel left it open).
#[derive(Debug)]
pub struct Clauses {
    /// CF-level steps in order.
    pub plan: Vec<Planned>,
    /// ALU operations per segment (a run of ALU items), indexed by the clauses' `op`.
    pub segments: Vec<Vec<VOp>>,
    /// Element of each virtual register.
    pub chans: Vec<Option<Chan>>,
}

fn internal(m: impl Into<String>) -> CodegenError {
    CodegenError::Internal(m.into())
}
