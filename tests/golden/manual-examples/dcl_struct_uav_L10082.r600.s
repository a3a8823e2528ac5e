corpus/manual-examples/dcl_struct_uav_L10082.il:6:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_struct_store_id(1) mem.xyzw, l0.xy, vAbsTid.xyzx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
