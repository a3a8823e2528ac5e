corpus/graphics/derivatives.il:11:1: error: unsupported: load interpolant v1 dword on vega
mul r0, v1, v1
^^^^^^^^^^^^^^
