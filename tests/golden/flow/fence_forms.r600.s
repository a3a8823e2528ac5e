corpus/flow/fence_forms.il:11:1: error: unsupported on r600: LDS store (R6xx has no LDS)
lds_store_id(0) r0.x, vAbsTid.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
