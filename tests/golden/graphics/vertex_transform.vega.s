corpus/graphics/vertex_transform.il:14:1: error: unsupported: load vertex input v0 dword on vega
mad o0, v0, l0, l1
^^^^^^^^^^^^^^^^^^
