corpus/graphics/load_buffer.il:11:1: error: unsupported on r600: texture sample/load (pixel and vertex shaders)
load_resource(2) o0, r1.x
^^^^^^^^^^^^^^^^^^^^^^^^^
