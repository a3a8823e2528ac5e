corpus/manual-examples/uav_read_rsub_L11723.il:8:1: error: unsupported: atomic rsub on uav(1) on vega
uav_read_rsub_id(1) r2.x, r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
