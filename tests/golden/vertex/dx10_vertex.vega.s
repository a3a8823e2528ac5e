corpus/vertex/dx10_vertex.il:8:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(pos) o0
^^^^^^^^^^^^^^^^^^^^^^^^
