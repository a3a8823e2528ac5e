corpus/manual-examples/init_shared_registers_L5011.il:4:1: error: unsupported: `init_shared_registers` in the compiler
init_shared_registers
^^^^^^^^^^^^^^^^^^^^^
