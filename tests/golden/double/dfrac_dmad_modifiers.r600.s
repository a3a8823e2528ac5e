corpus/double/dfrac_dmad_modifiers.il:12:1: error: unsupported on r600: UAV 0 load (R6xx has no UAVs)
uav_raw_load_id(0) r1, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^
