corpus/misc/macros.il:1:1: error: unsupported: `mdef` in the compiler
mdef(0)_out(1)_in(2)
^^^^^^^^^^^^^^^^^^^^
