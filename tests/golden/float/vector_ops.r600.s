corpus/float/vector_ops.il:28:1: error: unsupported: `mmul` in the compiler
mmul_matrix(4x4) r8, r1, r20
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
