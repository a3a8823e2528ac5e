corpus/export/memexport.il:6:1: error: unsupported: `memimport` in the compiler
memimport_elem(0) r0, v0
^^^^^^^^^^^^^^^^^^^^^^^^
