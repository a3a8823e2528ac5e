corpus/manual-examples/uav_struct_store_L12029.il:9:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_struct_store_id(1) mem.x_z_, r0.xy, r1.zwxy
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
