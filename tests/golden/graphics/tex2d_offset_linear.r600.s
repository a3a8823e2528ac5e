corpus/graphics/tex2d_offset_linear.il:6:1: error: unsupported on r600: interpolant v1 load
sample_resource(0)_sampler(0)_aoffimmi(1,-2,0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
