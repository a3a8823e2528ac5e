corpus/manual-examples/dcldef_L4595.il:4:1: error: unsupported: `dclv` in the compiler
dclv_elem(0) v0
^^^^^^^^^^^^^^^
