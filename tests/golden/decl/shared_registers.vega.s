corpus/decl/shared_registers.il:5:1: error: unsupported: `dcl_shared_temp` in the compiler
dcl_shared_temp sr4
^^^^^^^^^^^^^^^^^^^
