corpus/flow/callnz_bool.il:4:1: error: unsupported: `dclpi` in the compiler
dclpi_x(1)_y(1)_z(1)_w(1) vPriColor0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
