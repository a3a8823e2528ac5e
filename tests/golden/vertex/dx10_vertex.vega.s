corpus/vertex/dx10_vertex.il:10:1: error: unsupported: load vertex input v0 dword on vega
dp4 r0.x, v0, cb0[0]
^^^^^^^^^^^^^^^^^^^^
