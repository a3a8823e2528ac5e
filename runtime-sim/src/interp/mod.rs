//! The AMD IL interpreter: the reference semantics every compiled program is checked against.
