corpus/graphics/sample_lbg.il:10:1: error: unsupported: load interpolant v1 dword on vega
sample_l_resource(0)_sampler(1) o0, v1, l0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
