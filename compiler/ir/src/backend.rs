//! The contract every back end's error type meets, so that the driver (`ilc`) turns any of
//! them into its diagnostics the same way: what kind of failure it is, where in the IL
//! source it happened (when known) and the message a user reads.

use crate::SourceLoc;

/// What kind of failure a back end reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The program uses something the target cannot run (or the back end does not implement).
    Unsupported,
    /// The control flow cannot be structured (irreducible).
    Irreducible,
    /// A limit of the machine was exceeded (registers, stack depth).
    Limit,
    /// A bug in the back end (an invariant failed).
    Internal,
}

/// A back end's error, as the driver sees it.
pub trait BackendError: std::error::Error {
    /// What kind of failure this is.
    fn kind(&self) -> FailureKind;
    /// The IL source range of the instruction that failed, when known.
    fn loc(&self) -> Option<SourceLoc>;
    /// The text a user reads (a located diagnostic adds the location itself): the Display
    /// text without any location, and for an internal error the bare invariant.
    fn message(&self) -> String;
}
