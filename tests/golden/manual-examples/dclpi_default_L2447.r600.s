corpus/manual-examples/dclpi_default_L2447.il:3:1: error: unsupported: `dclpi` in the compiler
dclpi_x(1)_y(1)_z(-)_w(-) vT0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
