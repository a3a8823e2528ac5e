corpus/graphics/load_offset.il:9:1: error: unsupported on r600: texture sample/load (pixel and vertex shaders)
load_resource(0)_aoffimmi(-1,1,0) o0, r0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
