corpus/manual-examples/instance_id_L2006.il:3:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_point
^^^^^^^^^^^^^^^^^^^^^^^^^
