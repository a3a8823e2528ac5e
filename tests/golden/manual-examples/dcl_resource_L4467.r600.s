corpus/manual-examples/dcl_resource_L4467.il:4:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
