corpus/manual-examples/dcl_struct_lds_L10044.il:8:1: error: unsupported on r600: LDS store (R6xx has no LDS)
lds_store_id(0) r0.xy, vTidInGrp.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
