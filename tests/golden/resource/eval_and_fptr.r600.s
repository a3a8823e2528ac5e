corpus/resource/eval_and_fptr.il:9:1: error: unsupported: `eval_centroid` in the compiler
eval_centroid r0, v0
^^^^^^^^^^^^^^^^^^^^
