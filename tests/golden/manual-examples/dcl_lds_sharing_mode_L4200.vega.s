corpus/manual-examples/dcl_lds_sharing_mode_L4200.il:5:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 4
^^^^^^^^^^^^^^^^^^^^^^^^^
