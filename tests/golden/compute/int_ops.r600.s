corpus/compute/int_ops.il:15:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r1.xy, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
