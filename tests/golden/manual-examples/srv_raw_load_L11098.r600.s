corpus/manual-examples/srv_raw_load_L11098.il:9:1: error: unsupported: `srv_raw_load` in the compiler
srv_raw_load_id(1) r1.x_z_, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
