corpus/flow/loop_repeat_dx9.il:6:1: error: unsupported: `def` in the compiler
def i0, 4, 0, 1, 0
^^^^^^^^^^^^^^^^^^
