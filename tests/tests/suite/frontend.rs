//! Suite `frontend` (see the module list in main.rs).
