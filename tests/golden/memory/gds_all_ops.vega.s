corpus/memory/gds_all_ops.il:12:1: error: unsupported: store gds dword on vega
gds_store_id(0) mem.x, r0.x, r1.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
