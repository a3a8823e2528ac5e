corpus/vertex/dx9_legacy_decls.il:5:1: error: unsupported: `dclv` in the compiler
dclv_elem(0) v0
^^^^^^^^^^^^^^^
