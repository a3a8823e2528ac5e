corpus/graphics/mrt_masks.il:10:1: error: unsupported on r600: interpolant v1 load
mov o0.x_z_, v1
^^^^^^^^^^^^^^^
