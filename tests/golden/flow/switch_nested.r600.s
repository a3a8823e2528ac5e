corpus/flow/switch_nested.il:37:1: error: unsupported on r600: UAV 0 store (R6xx has no UAVs)
uav_raw_store_id(0) mem.x, r0.x, r2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
