corpus/manual-examples/macro_mcall_L13319.il:1:1: error: unsupported: `mdef` in the compiler
mdef(2)_out(1)_in(3)
^^^^^^^^^^^^^^^^^^^^
