corpus/graphics/double_texture.il:7:1: error: unsupported on r600: texture sample/load (pixel and vertex shaders)
sample_resource(0)_sampler(0) r0, vWinCoord0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
