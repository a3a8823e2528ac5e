corpus/graphics/sample_c_linear.il:10:1: error: unsupported on r600: interpolant v1 load
sample_c_resource(0)_sampler(3) o0, v1, v2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
