//! Errors of the R600 backend: unsupported IL features (located at their IL source) and
//! internal failures.

use ilc_ir::SourceLoc;
use std::fmt;

/// Why code generation failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodegenError {
    /// The program uses something the R600 target cannot run (or this backend does not
    /// implement yet); `loc` is the IL source range of the instruction.
    Unsupported {
        /// What is unsupported (an operation name and a short reason).
        what: String,
        /// IL source location (unknown when the IR instruction has none).
        loc: SourceLoc,
    },
    /// The control flow cannot be structured (irreducible).
    Irreducible {
        /// Message naming the block.
        message: String,
        /// IL source location, if known.
        loc: SourceLoc,
    },
    /// A limit of the machine was exceeded (registers, stack depth).
    Limit(String),
    /// A bug in the backend.
    Internal(String),
}

impl CodegenError {
    /// The IL source location of the error, if it has one.
    pub fn loc(&self) -> Option<SourceLoc> {
        match self {
            CodegenError::Unsupported { loc, .. } | CodegenError::Irreducible { loc, .. } => {
                (!loc.is_unknown()).then_some(*loc)
            }
            _ => None,
        }
    }
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodegenError::Unsupported { what, .. } => write!(f, "unsupported on r600: {what}"),
            CodegenError::Irreducible { message, .. } => f.write_str(message),
            CodegenError::Limit(m) => write!(f, "r600 limit exceeded: {m}"),
            CodegenError::Internal(m) => write!(f, "internal error in the r600 backend: {m}"),
        }
    }
}

impl std::error::Error for CodegenError {}

impl ilc_ir::backend::BackendError for CodegenError {
    fn kind(&self) -> ilc_ir::backend::FailureKind {
        use ilc_ir::backend::FailureKind;
        match self {
            CodegenError::Unsupported { .. } => FailureKind::Unsupported,
            CodegenError::Irreducible { .. } => FailureKind::Irreducible,
            CodegenError::Limit(_) => FailureKind::Limit,
            CodegenError::Internal(_) => FailureKind::Internal,
        }
    }

    fn loc(&self) -> Option<SourceLoc> {
        CodegenError::loc(self)
    }

    fn message(&self) -> String {
        match self {
            CodegenError::Internal(m) => m.clone(),
            other => other.to_string(),
        }
    }
}
