corpus/compute/struct_uav.il:10:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_struct_load_id(0) r1, r0.xy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
