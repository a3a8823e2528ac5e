// 64-bit integer arithmetic: multiply, shifts, unsigned division and remainder.
#include "ilc_cl.h"
__kernel void int64(__global const ulong *a, __global const ulong *b, __global ulong *out) {
    size_t i = get_global_id(0);
    ulong x = a[i], y = b[i];
    out[5 * i + 0] = x * y + (x >> 7);
    out[5 * i + 1] = x / y;
    out[5 * i + 2] = x % y;
    out[5 * i + 3] = (ulong)((long)x >> (y & 63));
    out[5 * i + 4] = x << (y & 63);
}
