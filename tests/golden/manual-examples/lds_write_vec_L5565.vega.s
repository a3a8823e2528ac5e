corpus/manual-examples/lds_write_vec_L5565.il:5:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 8
^^^^^^^^^^^^^^^^^^^^^^^^^
