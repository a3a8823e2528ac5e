corpus/graphics/resinfo.il:17:1: error: unsupported on r600: texture sample/load (pixel and vertex shaders)
resinfo_resource(0) o0, l0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
