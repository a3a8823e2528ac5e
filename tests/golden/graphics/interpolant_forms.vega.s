corpus/graphics/interpolant_forms.il:12:1: error: unsupported: load interpolant v1 dword on vega
add o0, v1, v2
^^^^^^^^^^^^^^
