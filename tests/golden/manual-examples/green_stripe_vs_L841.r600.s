corpus/manual-examples/green_stripe_vs_L841.il:5:1: error: unsupported: `dclv` in the compiler
dclv_elem(1) v1
^^^^^^^^^^^^^^^
