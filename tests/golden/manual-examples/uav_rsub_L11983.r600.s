corpus/manual-examples/uav_rsub_L11983.il:8:1: error: unsupported on r600: atomic on UAV 1 memory (R6xx has no UAVs)
uav_rsub_id(1) r0.xy, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^^
