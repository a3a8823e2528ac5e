// 4-wide vector types: 128-bit loads and stores, component-wise arithmetic, swizzles.
// (Vector literals use compound-literal braces so the host C build reads them the same way.)
#include "ilc_cl.h"
__kernel void vec4(__global const float4 *a, __global const uint4 *b, __global float4 *out_f,
                   __global uint4 *out_u) {
    size_t i = get_global_id(0);
    float4 x = a[i];
    uint4 y = b[i];
    out_f[i] = x * x.wzyx + (float4){1.0f, 2.0f, 3.0f, 4.0f};
    out_u[i] = (y ^ y.yzwx) + (uint)i;
}
