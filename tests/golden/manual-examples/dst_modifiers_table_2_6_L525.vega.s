corpus/manual-examples/dst_modifiers_table_2_6_L525.il:7:1: error: unsupported: load interpolant v1 dword on vega
mov r1, v1
^^^^^^^^^^
