corpus/compute/matmul_tiled.il:24:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r3.x, r2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
