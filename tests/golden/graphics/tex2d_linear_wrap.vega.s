corpus/graphics/tex2d_linear_wrap.il:8:1: error: unsupported: load interpolant v1 dword on vega
sample_resource(0)_sampler(0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
