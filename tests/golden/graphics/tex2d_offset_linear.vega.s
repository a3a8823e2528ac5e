corpus/graphics/tex2d_offset_linear.il:6:1: error: unsupported: load interpolant v1 dword on vega
sample_resource(0)_sampler(0)_aoffimmi(1,-2,0) o0, v1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
