corpus/graphics/derivatives.il:14:1: error: unsupported on r600: `dsx_fine` (R6xx computes gradients once per 2x2 quad)
dsx_fine o2, r0
^^^^^^^^^^^^^^^
