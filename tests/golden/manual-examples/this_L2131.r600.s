corpus/manual-examples/this_L2131.il:6:11: error: register type This is not supported by the compiler
mov r1.y, this[1].x
          ^^^^^^^^^
