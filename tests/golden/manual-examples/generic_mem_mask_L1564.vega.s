corpus/manual-examples/generic_mem_mask_L1564.il:6:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 4
^^^^^^^^^^^^^^^^^^^^^^^^^
