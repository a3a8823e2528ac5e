corpus/float/transcendental_ops.il:23:1: error: unsupported: `exn` in the compiler
exn r6.w, r2
^^^^^^^^^^^^
