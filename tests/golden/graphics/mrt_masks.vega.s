corpus/graphics/mrt_masks.il:10:1: error: unsupported: load interpolant v1 dword on vega
mov o0.x_z_, v1
^^^^^^^^^^^^^^^
