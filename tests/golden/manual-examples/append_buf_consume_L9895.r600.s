corpus/manual-examples/append_buf_consume_L9895.il:5:1: error: unsupported: `append_buf_consume` in the compiler
append_buf_consume_id(1) r3.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
