corpus/manual-examples/dcl_raw_srv_L9973.il:6:1: error: unsupported: `srv_raw_load` in the compiler
srv_raw_load_id(1) r0, l0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^
