corpus/manual-examples/fence_lds_vec_L5303.il:4:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 4
^^^^^^^^^^^^^^^^^^^^^^^^^
