corpus/manual-examples/macro_carry_L13237.il:1:1: error: unsupported: `mdef` in the compiler
mdef(0)_out(1)_in(2)
^^^^^^^^^^^^^^^^^^^^
