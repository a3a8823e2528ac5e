corpus/memory/uav_arena.il:10:1: error: unsupported: `uav_arena_load` in the compiler
uav_arena_load_id(8)_size(dword) r1.x, r0.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
