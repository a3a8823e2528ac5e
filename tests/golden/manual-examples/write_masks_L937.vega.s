corpus/manual-examples/write_masks_L937.il:8:1: error: unsupported: load interpolant v1 dword on vega
mov r1, v1
^^^^^^^^^^
