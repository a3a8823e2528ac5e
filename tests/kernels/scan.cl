// Inclusive prefix sum of uints within each work-group of 64 (Hillis-Steele, double-buffered LDS).
#include "ilc_cl.h"
__kernel void scan(__global const uint *in, __global uint *out) {
    __local uint buf[2][64];
    uint lid = get_local_id(0);
    uint cur = 0;
    buf[0][lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < 64; off <<= 1) {
        uint v = buf[cur][lid];
        if (lid >= off)
            v += buf[cur][lid - off];
        buf[cur ^ 1][lid] = v;
        cur ^= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = buf[cur][lid];
}
