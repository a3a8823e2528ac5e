corpus/manual-examples/dcl_arena_uav_L9909.il:7:1: error: unsupported: `uav_arena_store` in the compiler
uav_arena_store_id(8)_size(dword) r0.x, r0.y
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
