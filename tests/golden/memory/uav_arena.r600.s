corpus/memory/uav_arena.il:5:1: error: unsupported: `dcl_arena_uav` in the compiler
dcl_arena_uav_id(8)
^^^^^^^^^^^^^^^^^^^
