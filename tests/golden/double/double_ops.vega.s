corpus/double/double_ops.il:29:1: error: unsupported: frcp on f64 on vega
drcp_zeroop(infinity) r12.xy, r5
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
