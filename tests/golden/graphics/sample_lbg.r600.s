corpus/graphics/sample_lbg.il:10:1: error: unsupported on r600: interpolant v1 load
sample_l_resource(0)_sampler(1) o0, v1, l0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
