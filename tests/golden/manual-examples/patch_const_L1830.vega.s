corpus/manual-examples/patch_const_L1830.il:3:1: error: unsupported: `dcl_ts_domain` in the compiler
dcl_ts_domain ts_domain_tri
^^^^^^^^^^^^^^^^^^^^^^^^^^^
