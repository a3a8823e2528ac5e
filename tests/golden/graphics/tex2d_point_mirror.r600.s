corpus/graphics/tex2d_point_mirror.il:8:1: error: unsupported on r600: interpolant v1 load
sample_resource(0)_sampler(0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
