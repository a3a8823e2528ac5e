corpus/graphics/sample_c_point.il:10:1: error: unsupported: load interpolant v1 dword on vega
sample_c_resource(0)_sampler(3) o0, v1, v2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
