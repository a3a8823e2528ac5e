corpus/graphics/kill_negative.il:6:1: error: unsupported on r600: interpolant v1 load
kill v1.xyxy
^^^^^^^^^^^^
