corpus/manual-examples/uav_or_L11412.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_or_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^
