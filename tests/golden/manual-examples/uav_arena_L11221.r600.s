corpus/manual-examples/uav_arena_L11221.il:8:1: error: unsupported: `uav_arena_load` in the compiler
uav_arena_load_id(8)_size(dword) r0.x, r1.x
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
