corpus/manual-examples/fetch4_sample_bufinfo_L3121.il:9:1: error: unsupported: `fetch4` in the compiler
fetch4_resource(0)_sampler(0)_compselect(w) r0, v0.xyxx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
