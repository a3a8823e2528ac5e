//! Errors of the GCN backend.

use ilc_ir::SourceLoc;

/// Why a function could not be compiled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodegenError {
    /// An IR operation (named as the IL-level operation it came from) the backend does not
    /// handle yet, with the IL source range when known.
    #[error("unsupported: {what} on vega{}", loc_suffix(*.loc))]
    Unsupported {
        /// The operation, e.g. `fdiv` or `load private`.
        what: String,
        /// IL source range (byte offsets), when known.
        loc: Option<SourceLoc>,
    },
    /// The control-flow graph is irreducible.
    #[error("{0}")]
    Irreducible(String),
    /// More registers are needed than the hardware has, even after spilling (an instruction
    /// needs more registers at once than the files, or a test knob left too few).
    #[error("out of registers: {0}")]
    OutOfRegisters(String),
    /// An internal invariant failed (a bug of this crate, reported instead of panicking).
    #[error("internal error: {0}")]
    Internal(String),
}

fn loc_suffix(loc: Option<SourceLoc>) -> String {
    match loc {
        Some(l) if !l.is_unknown() => format!(" (IL bytes {}..{})", l.start, l.end),
        _ => String::new(),
    }
}

impl ilc_ir::backend::BackendError for CodegenError {
    fn kind(&self) -> ilc_ir::backend::FailureKind {
        use ilc_ir::backend::FailureKind;
        match self {
            CodegenError::Unsupported { .. } => FailureKind::Unsupported,
            CodegenError::Irreducible(_) => FailureKind::Irreducible,
            CodegenError::OutOfRegisters(_) => FailureKind::Limit,
            CodegenError::Internal(_) => FailureKind::Internal,
        }
    }

    fn loc(&self) -> Option<SourceLoc> {
        match self {
            CodegenError::Unsupported { loc, .. } => loc.filter(|l| !l.is_unknown()),
            _ => None,
        }
    }

    fn message(&self) -> String {
        match self {
            CodegenError::Unsupported { what, .. } => format!("unsupported: {what} on vega"),
            CodegenError::Internal(m) => m.clone(),
            other => other.to_string(),
        }
    }
}
