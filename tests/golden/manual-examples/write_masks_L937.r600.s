corpus/manual-examples/write_masks_L937.il:8:1: error: unsupported on r600: interpolant v1 load
mov r1, v1
^^^^^^^^^^
