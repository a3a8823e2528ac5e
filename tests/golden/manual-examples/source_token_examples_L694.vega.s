corpus/manual-examples/source_token_examples_L694.il:5:1: error: unsupported: `dcl_input_primitive` in the compiler
dcl_input_primitive_triangle
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
