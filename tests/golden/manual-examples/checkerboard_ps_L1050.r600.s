corpus/manual-examples/checkerboard_ps_L1050.il:6:1: error: unsupported: `dclpi` in the compiler
dclpi_x(1)_y(1)_z(1)_w(1) vPriColor0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
