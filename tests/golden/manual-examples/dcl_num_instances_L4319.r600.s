corpus/manual-examples/dcl_num_instances_L4319.il:3:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_line
^^^^^^^^^^^^^^^^^^^^^^^^
