corpus/manual-examples/uav_sub_L12064.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_sub_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^
