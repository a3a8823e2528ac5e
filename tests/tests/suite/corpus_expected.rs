//! Suite `corpus_expected` (see the module list in main.rs).
