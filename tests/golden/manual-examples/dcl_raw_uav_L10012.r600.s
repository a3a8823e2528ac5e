corpus/manual-examples/dcl_raw_uav_L10012.il:6:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_raw_store_id(1) mem.x, l0.x, vAbsTid.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
