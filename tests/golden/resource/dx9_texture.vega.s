corpus/resource/dx9_texture.il:4:1: error: unsupported: `dclpt` in the compiler
dclpt_stage(0)_type(2d)_coordmode(normalized)
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
