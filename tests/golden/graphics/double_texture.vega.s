corpus/graphics/double_texture.il:7:1: error: unsupported: texture sample/load (pixel and vertex shaders) on vega
sample_resource(0)_sampler(0) r0, vWinCoord0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
