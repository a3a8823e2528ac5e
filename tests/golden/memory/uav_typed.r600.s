corpus/memory/uav_typed.il:11:1: error: unsupported on r600: UAV 1 load (R6xx has no UAVs)
uav_load_id(1) r1, vAbsTid.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
