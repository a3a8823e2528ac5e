corpus/memory/srv_buffers.il:11:1: error: unsupported: `srv_raw_load` in the compiler
srv_raw_load_id(1) r1.x_z_, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
