// select, min/max/clamp (signed and unsigned), abs, mul_hi, mad24.
#include "ilc_cl.h"
__kernel void select_minmax(__global const int *a, __global const int *b, __global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    out[8 * i + 0] = x > y ? x - y : y * 3;
    out[8 * i + 1] = min(x, y);
    out[8 * i + 2] = (int)max((uint)x, (uint)y);
    out[8 * i + 3] = clamp(x, -1000, 1000);
    out[8 * i + 4] = (int)abs(x);
    out[8 * i + 5] = mul_hi(x, y);
    out[8 * i + 6] = (int)mul_hi((uint)x, (uint)y);
    out[8 * i + 7] = (int)mad24((uint)x, (uint)y, 5u);
}
