corpus/resource/fetch4_forms.il:8:1: error: unsupported: `fetch4` in the compiler
fetch4_resource(0)_sampler(0) r0, v0.xyxx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
