corpus/decl/r7xx_lds_decls.il:5:1: error: unsupported: `dcl_lds_size_per_thread` in the compiler
dcl_lds_size_per_thread 8
^^^^^^^^^^^^^^^^^^^^^^^^^
