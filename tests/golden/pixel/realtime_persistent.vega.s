corpus/pixel/realtime_persistent.il:6:1: error: unsupported: `dclpp` in the compiler
dclpp_param(0) vPixIn0
^^^^^^^^^^^^^^^^^^^^^^
