corpus/manual-examples/uav_read_cmp_xchg_L11583.il:9:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_read_cmp_xchg_id(1) r3.x, r0.xy, r1.x, r2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
