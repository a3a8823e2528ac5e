corpus/memory/append_buffers.il:8:1: error: unsupported: `append_buf_consume` in the compiler
append_buf_consume_id(2) r3.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
