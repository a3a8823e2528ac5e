corpus/manual-examples/fetch4_sample_bufinfo_L3121.il:5:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
