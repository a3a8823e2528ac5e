corpus/manual-examples/dcl_gds_L12235.il:7:1: error: unsupported on r600: GDS store (R6xx has no GDS)
gds_store_id(0) mem.x, l0.x, vAbsTid.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
