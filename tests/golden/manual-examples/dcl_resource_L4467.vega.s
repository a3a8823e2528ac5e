corpus/manual-examples/dcl_resource_L4467.il:6:1: error: unsupported: load interpolant v0 dword on vega
sample_resource(1)_sampler(0) r0, v0.xxxx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
