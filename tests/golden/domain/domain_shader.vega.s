corpus/domain/domain_shader.il:4:1: error: unsupported: `dcl_ts_domain` in the compiler
dcl_ts_domain ts_domain_tri
^^^^^^^^^^^^^^^^^^^^^^^^^^^
