corpus/manual-examples/dcl_uav_L10100.il:6:1: error: unsupported on r600: UAV 1 store (R6xx has no UAVs)
uav_store_id(1) vAbsTid.x, l0
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
