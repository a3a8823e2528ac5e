corpus/export/outputs_indexed.il:12:1: error: unsupported on r600: vertex input v0 load (R600 vertex shaders are not implemented)
mov o0, v0
^^^^^^^^^^
