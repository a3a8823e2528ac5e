corpus/float/derivatives_ps.il:7:1: error: unsupported on r600: interpolant v0 load
dsx r0, v0
^^^^^^^^^^
