corpus/compute/histogram.il:9:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r1.x, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
