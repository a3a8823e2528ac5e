corpus/memory/uav_raw_struct_loads.il:10:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0)_cached r1, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
