corpus/manual-examples/lds_read_vec_L5538.il:5:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 8
^^^^^^^^^^^^^^^^^^^^^^^^^
