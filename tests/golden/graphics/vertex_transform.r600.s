corpus/graphics/vertex_transform.il:14:1: error: unsupported on r600: vertex input v0 load (R600 vertex shaders are not implemented)
mad o0, v0, l0, l1
^^^^^^^^^^^^^^^^^^
