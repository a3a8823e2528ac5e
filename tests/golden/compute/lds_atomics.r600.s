corpus/compute/lds_atomics.il:16:5: error: unsupported on r600: LDS store (R6xx has no LDS)
    lds_store_id(0) l1.x, l3.w
    ^^^^^^^^^^^^^^^^^^^^^^^^^^
