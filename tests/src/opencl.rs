//! Building OpenCL C test kernels into gfx900 code objects with clang-14 and lld-14.
