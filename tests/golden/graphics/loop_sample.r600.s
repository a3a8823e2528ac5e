corpus/graphics/loop_sample.il:10:1: error: unsupported on r600: interpolant v1 load
mov r1, v1
^^^^^^^^^^
