// 3-point stencil with an LDS halo; the ends of the array are clamped.
#include "ilc_cl.h"
__kernel void stencil(uint n, __global const float *in, __global float *out) {
    __local float s[66];
    uint g = get_global_id(0), l = get_local_id(0);
    s[l + 1] = in[g];
    if (l == 0)
        s[0] = in[g == 0 ? 0 : g - 1];
    if (l == 63)
        s[65] = in[g + 1 < n ? g + 1 : n - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = 0.25f * s[l] + 0.5f * s[l + 1] + 0.25f * s[l + 2];
}
