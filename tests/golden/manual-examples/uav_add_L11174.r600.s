corpus/manual-examples/uav_add_L11174.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_add_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^
