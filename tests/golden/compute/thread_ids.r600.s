corpus/compute/thread_ids.il:20:1: error: unsupported on r600: UAV 0 store (R6xx has no UAVs)
uav_raw_store_id(0) mem.xyzw, r0.x, r1
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
