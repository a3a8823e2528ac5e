corpus/manual-examples/checkerboard_vs_L1040.il:3:1: error: unsupported: `dclv` in the compiler
dclv_elem(0) v0
^^^^^^^^^^^^^^^
