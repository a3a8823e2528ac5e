corpus/manual-examples/append_buf_alloc_L9876.il:5:1: error: unsupported: `append_buf_alloc` in the compiler
append_buf_alloc_id(1) r2.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^
