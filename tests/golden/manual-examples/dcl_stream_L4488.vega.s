corpus/manual-examples/dcl_stream_L4488.il:4:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_point
^^^^^^^^^^^^^^^^^^^^^^^^^
