corpus/graphics/tex1d_linear_wrap.il:7:1: error: unsupported on r600: interpolant v1 load
sample_resource(0)_sampler(0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
