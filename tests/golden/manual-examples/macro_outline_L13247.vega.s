corpus/manual-examples/macro_outline_L13247.il:1:1: error: unsupported: `mdef` in the compiler
mdef(0)_out(1)_in(2)_outline
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
