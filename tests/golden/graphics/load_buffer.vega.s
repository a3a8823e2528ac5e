corpus/graphics/load_buffer.il:11:1: error: unsupported: texture sample/load (pixel and vertex shaders) on vega
load_resource(2) o0, r1.x
^^^^^^^^^^^^^^^^^^^^^^^^^
