// Correctly rounded float operations: fma, min/max, rounding, copysign, division.
#include "ilc_cl.h"
__kernel void math_exact(__global const float *a, __global const float *b, __global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    out[8 * i + 0] = fma(x, y, 0.5f);
    out[8 * i + 1] = fmin(x, y);
    out[8 * i + 2] = fmax(x, y);
    out[8 * i + 3] = floor(x);
    out[8 * i + 4] = ceil(y);
    out[8 * i + 5] = trunc(x * y);
    out[8 * i + 6] = copysign(x, y);
    out[8 * i + 7] = x / y;
}
