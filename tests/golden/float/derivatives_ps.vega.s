corpus/float/derivatives_ps.il:7:1: error: unsupported: load interpolant v0 dword on vega
dsx r0, v0
^^^^^^^^^^
