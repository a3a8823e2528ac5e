corpus/float/derivatives_ps.il:6:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
