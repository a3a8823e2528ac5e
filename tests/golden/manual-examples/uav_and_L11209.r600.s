corpus/manual-examples/uav_and_L11209.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_and_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^
