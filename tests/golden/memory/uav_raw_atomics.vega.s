corpus/memory/uav_raw_atomics.il:12:1: error: unsupported: atomic rsub on uav(1) on vega
uav_rsub_id(1) r0.x, r1.z
^^^^^^^^^^^^^^^^^^^^^^^^^
