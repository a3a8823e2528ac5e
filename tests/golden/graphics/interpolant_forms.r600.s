corpus/graphics/interpolant_forms.il:12:1: error: unsupported on r600: interpolant v1 load
add o0, v1, v2
^^^^^^^^^^^^^^
