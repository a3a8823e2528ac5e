corpus/integer/i64_ops.il:18:1: error: unsupported: smax on i64 on vega
i64max r8.xy, r1, r2
^^^^^^^^^^^^^^^^^^^^
