corpus/graphics/double_texture.il:8:1: error: unsupported on r600: 64-bit operation `iconcat` (R6xx has no double or 64-bit integer ALU)
dadd r1.xy, r0.xy, r0.zw
^^^^^^^^^^^^^^^^^^^^^^^^
