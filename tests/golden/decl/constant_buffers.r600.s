corpus/decl/constant_buffers.il:13:1: error: unsupported on r600: computed index into a constant buffer other than cb0 (only cb0 is the constant file)
add r2, r2, cb1[r1.x+1]
^^^^^^^^^^^^^^^^^^^^^^^
