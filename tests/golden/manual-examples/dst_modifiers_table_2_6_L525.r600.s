corpus/manual-examples/dst_modifiers_table_2_6_L525.il:6:1: error: unsupported: `dcl_output` in the compiler
dcl_output_usage(generic) o0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
