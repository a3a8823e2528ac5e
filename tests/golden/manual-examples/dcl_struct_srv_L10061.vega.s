corpus/manual-examples/dcl_struct_srv_L10061.il:6:1: error: unsupported: `srv_struct_load` in the compiler
srv_struct_load_id(1) r0, l0.xy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
