// Hardware approximations: sin, cos, exp2, log2, sqrt, rsqrt, reciprocal.
#include "ilc_cl.h"
__kernel void native_math(__global const float *a, __global float *out) {
    size_t i = get_global_id(0);
    float x = a[i];
    out[7 * i + 0] = native_sin(x);
    out[7 * i + 1] = native_cos(x);
    out[7 * i + 2] = native_exp2(x);
    out[7 * i + 3] = native_log2(x + 2.0f);
    out[7 * i + 4] = native_sqrt(x + 2.0f);
    out[7 * i + 5] = native_rsqrt(x + 2.0f);
    out[7 * i + 6] = native_recip(x + 2.0f);
}
