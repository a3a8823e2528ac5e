corpus/manual-examples/pireduce_L8708.il:5:1: error: unsupported: `pireduce` in the compiler
pireduce r0, l0
^^^^^^^^^^^^^^^
