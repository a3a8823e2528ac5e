corpus/graphics/load_3d.il:9:1: error: unsupported: texture sample/load (pixel and vertex shaders) on vega
load_resource(1)_aoffimmi(0,-1,1) o0, r0.xyzz
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
