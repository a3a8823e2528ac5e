corpus/manual-examples/dcl_lds_size_per_thread_L4215.il:4:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 8
^^^^^^^^^^^^^^^^^^^^^^^^^
