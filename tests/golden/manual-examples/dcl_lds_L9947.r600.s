corpus/manual-examples/dcl_lds_L9947.il:6:1: error: unsupported on r600: LDS store (R6xx has no LDS)
lds_store_id(0) l0.x, vTidInGrp.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
