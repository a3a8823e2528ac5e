corpus/manual-examples/src_modifiers_table_3_2_L964.il:4:1: error: unsupported: `dclpt` in the compiler
dclpt_stage(0)_type(2d)_coordmode(normalized)
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
