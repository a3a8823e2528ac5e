corpus/manual-examples/uav_store_L12003.il:7:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_store_id(1) r0.zw, r1.xyyy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
