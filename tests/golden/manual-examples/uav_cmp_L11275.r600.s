corpus/manual-examples/uav_cmp_L11275.il:9:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_cmp_id(1) r0.xy, r1.x, r2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
