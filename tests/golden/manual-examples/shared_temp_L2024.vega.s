corpus/manual-examples/shared_temp_L2024.il:5:1: error: unsupported: `dcl_shared_temp` in the compiler
dcl_shared_temp sr3
^^^^^^^^^^^^^^^^^^^
