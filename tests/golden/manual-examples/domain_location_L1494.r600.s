corpus/manual-examples/domain_location_L1494.il:3:1: error: unsupported: `dcl_ts_domain` in the compiler
dcl_ts_domain ts_domain_quad
^^^^^^^^^^^^^^^^^^^^^^^^^^^^
