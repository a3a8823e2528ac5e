corpus/manual-examples/dst_modifiers_table_2_6_L525.il:7:1: error: unsupported on r600: interpolant v1 load
mov r1, v1
^^^^^^^^^^
