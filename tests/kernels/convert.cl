// Conversions between int, uint, float, short and char.
#include "ilc_cl.h"
__kernel void convert(__global const float *f, __global const int *n, __global int *out) {
    size_t i = get_global_id(0);
    float x = f[i];
    int k = n[i];
    out[8 * i + 0] = (int)x;                       // truncation toward zero
    out[8 * i + 1] = (int)(uint)fabs(x);           // float -> uint
    out[8 * i + 2] = __builtin_bit_cast(int, (float)k);        // int -> float
    out[8 * i + 3] = __builtin_bit_cast(int, (float)(uint)k);  // uint -> float
    out[8 * i + 4] = (short)k;                     // sign extension from 16 bits
    out[8 * i + 5] = (uchar)k;                     // zero extension from 8 bits
    out[8 * i + 6] = (int)rint(x);                 // round to nearest even
    out[8 * i + 7] = (int)floor(x);
}
