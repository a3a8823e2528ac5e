corpus/memory/lds_all_ops.il:28:1: error: unsupported: atomic mskor on lds on vega
lds_mskor_id(0) r0.x, r1.x, r1.y
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
