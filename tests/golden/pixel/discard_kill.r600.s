corpus/pixel/discard_kill.il:6:1: error: unsupported: `dcl_odepth` in the compiler
dcl_odepth
^^^^^^^^^^
