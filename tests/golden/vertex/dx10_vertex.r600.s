corpus/vertex/dx10_vertex.il:10:1: error: unsupported on r600: vertex input v0 load
dp4 r0.x, v0, cb0[0]
^^^^^^^^^^^^^^^^^^^^
