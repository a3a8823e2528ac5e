corpus/compute/reduce_sum_lds.il:14:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r1.x, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
