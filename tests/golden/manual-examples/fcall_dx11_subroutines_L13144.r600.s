corpus/manual-examples/fcall_dx11_subroutines_L13144.il:6:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
