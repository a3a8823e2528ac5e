corpus/graphics/resinfo.il:17:1: error: unsupported: texture sample/load (pixel and vertex shaders) on vega
resinfo_resource(0) o0, l0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
