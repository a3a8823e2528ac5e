corpus/graphics/loop_sample.il:10:1: error: unsupported: load interpolant v1 dword on vega
mov r1, v1
^^^^^^^^^^
