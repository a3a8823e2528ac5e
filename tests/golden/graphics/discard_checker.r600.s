corpus/graphics/discard_checker.il:11:1: error: unsupported on r600: interpolant v1 load
mov o0, v1
^^^^^^^^^^
