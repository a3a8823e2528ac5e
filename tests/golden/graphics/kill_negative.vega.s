corpus/graphics/kill_negative.il:6:1: error: unsupported: load interpolant v1 dword on vega
kill v1.xyxy
^^^^^^^^^^^^
