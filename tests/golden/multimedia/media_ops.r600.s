corpus/multimedia/media_ops.il:14:1: error: unsupported: `f2u4` in the compiler
f2u4 r5, r1
^^^^^^^^^^^
