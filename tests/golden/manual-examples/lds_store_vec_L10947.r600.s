corpus/manual-examples/lds_store_vec_L10947.il:10:1: error: unsupported on r600: LDS store (R6xx has no LDS)
lds_store_vec_id(1) mem.xyz_, r0.x, r1.y, r2.xyzw
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
