corpus/manual-examples/input_cp_L1676.il:3:1: error: unsupported: `dcl_num_icp` in the compiler
dcl_num_icp 6
^^^^^^^^^^^^^
