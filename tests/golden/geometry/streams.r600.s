corpus/geometry/streams.il:4:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_point
^^^^^^^^^^^^^^^^^^^^^^^^^
