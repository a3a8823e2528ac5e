// Bitwise operations, shifts, popcount, clz/ctz, rotate, bit reverse.
#include "ilc_cl.h"
__kernel void bitops(__global const uint *a, __global const uint *b, __global uint *out) {
    size_t i = get_global_id(0);
    uint x = a[i], y = b[i];
    out[8 * i + 0] = (x & y) ^ (x | ~y);
    out[8 * i + 1] = (x << (y & 31)) | (x >> ((y >> 5) & 31));
    out[8 * i + 2] = (uint)((int)x >> (y & 31));
    out[8 * i + 3] = popcount(x) + 100 * popcount(y);
    out[8 * i + 4] = clz(x) | (ctz(y) << 8);
    out[8 * i + 5] = rotate(x, y);
    out[8 * i + 6] = __builtin_bitreverse32(x);
    out[8 * i + 7] = (x >> 3 & 0x1f) | ((y & 0xff) << 19);
}
