corpus/compute/cb_indexing.il:17:1: error: unsupported on r600: UAV 0 store (R6xx has no UAVs)
uav_raw_store_id(0) mem.xy, r0.x, r2
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
