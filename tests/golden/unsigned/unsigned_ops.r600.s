corpus/unsigned/unsigned_ops.il:8:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r1, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^
