corpus/decl/dx9_constants.il:4:1: error: unsupported: `dclpi` in the compiler
dclpi_x(1)_y(1)_z(1)_w(1) vPriColor0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
