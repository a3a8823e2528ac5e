corpus/manual-examples/write_masks_L937.il:7:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
