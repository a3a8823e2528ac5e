corpus/manual-examples/dcl_num_icp_ocp_L4304.il:3:1: error: unsupported: `dcl_num_icp` in the compiler
dcl_num_icp 7
^^^^^^^^^^^^^
