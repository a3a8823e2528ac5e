corpus/misc/virtual_functions.il:7:1: error: unsupported: `dcl_function_body` in the compiler
dcl_function_body 0
^^^^^^^^^^^^^^^^^^^
