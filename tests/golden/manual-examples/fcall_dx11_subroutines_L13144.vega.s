corpus/manual-examples/fcall_dx11_subroutines_L13144.il:9:1: error: unsupported: `dcl_function_body` in the compiler
dcl_function_body 0
^^^^^^^^^^^^^^^^^^^
