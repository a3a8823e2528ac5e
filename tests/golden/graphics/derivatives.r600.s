corpus/graphics/derivatives.il:11:1: error: unsupported on r600: interpolant v1 load
mul r0, v1, v1
^^^^^^^^^^^^^^
