corpus/hull/hull_phases.il:5:1: error: unsupported: `dcl_num_icp` in the compiler
dcl_num_icp 3
^^^^^^^^^^^^^
