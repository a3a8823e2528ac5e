corpus/export/memexport.il:5:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(pos) o0
^^^^^^^^^^^^^^^^^^^^^^^^
