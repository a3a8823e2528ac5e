corpus/manual-examples/uav_rsub_L11983.il:8:1: error: unsupported: atomic rsub on uav(1) on vega
uav_rsub_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^^
