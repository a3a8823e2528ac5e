corpus/vertex/dx10_vertex.il:10:1: error: unsupported on r600: vertex input v0 load (R600 vertex shaders are not implemented)
dp4 r0.x, v0, cb0[0]
^^^^^^^^^^^^^^^^^^^^
