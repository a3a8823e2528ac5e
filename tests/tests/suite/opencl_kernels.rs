//! Suite `opencl_kernels` (see the module list in main.rs).
