corpus/export/outputs_indexed.il:12:1: error: unsupported: load vertex input v0 dword on vega
mov o0, v0
^^^^^^^^^^
