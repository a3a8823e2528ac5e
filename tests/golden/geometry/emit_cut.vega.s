corpus/geometry/emit_cut.il:5:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_triangle
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
