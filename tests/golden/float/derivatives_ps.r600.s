corpus/float/derivatives_ps.il:8:1: error: unsupported on r600: `dsy_fine` (R6xx computes gradients once per 2x2 quad)
dsy_fine r1, v0
^^^^^^^^^^^^^^^
