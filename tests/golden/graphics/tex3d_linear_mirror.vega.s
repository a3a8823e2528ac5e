corpus/graphics/tex3d_linear_mirror.il:7:1: error: unsupported: load interpolant v1 dword on vega
sample_resource(0)_sampler(0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
