corpus/graphics/discard_checker.il:11:1: error: unsupported: load interpolant v1 dword on vega
mov o0, v1
^^^^^^^^^^
