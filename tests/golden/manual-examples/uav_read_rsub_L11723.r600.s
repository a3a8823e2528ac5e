corpus/manual-examples/uav_read_rsub_L11723.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_read_rsub_id(1) r2.x, r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
