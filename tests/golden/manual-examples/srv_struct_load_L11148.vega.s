corpus/manual-examples/srv_struct_load_L11148.il:9:1: error: unsupported: `srv_struct_load` in the compiler
srv_struct_load_id(1) r1.x_zw, r0.xy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
