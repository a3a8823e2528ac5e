corpus/memory/uav_struct_atomics.il:9:1: error: unsupported on r600: atomic on UAV 2 memory (R6xx has no UAVs)
uav_add_id(2) r0.xy, vAbsTid.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
