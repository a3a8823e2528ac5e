corpus/manual-examples/dcl_resource_L4467.il:6:1: error: unsupported on r600: interpolant v0 load
sample_resource(1)_sampler(0) r0, v0.xxxx
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
