corpus/manual-examples/uav_arena_L11221.il:6:1: error: unsupported: `dcl_arena_uav` in the compiler
dcl_arena_uav_id(8)
^^^^^^^^^^^^^^^^^^^
