corpus/manual-examples/eval_snapped_L5255.il:8:1: error: unsupported: `eval_snapped` in the compiler
eval_snapped r0.xy, v0.xyzw, r1.xyxx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
