corpus/manual-examples/uav_raw_store_L11474.il:8:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_raw_store_id(1) mem.x_z_, r0.x, r1.xyyy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
