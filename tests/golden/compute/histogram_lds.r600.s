corpus/compute/histogram_lds.il:15:5: error: unsupported on r600: LDS store (R6xx has no LDS)
    lds_store_id(0) r0.y, l0.z
    ^^^^^^^^^^^^^^^^^^^^^^^^^^
