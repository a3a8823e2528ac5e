// A noinline helper called twice (real calls: s_getpc_b64, s_add_u32/s_addc_u32, s_swappc_b64,
// s_setpc_b64 return), five pointer arguments and 64-bit loads.
#include "ilc_cl.h"

__attribute__((noinline)) ulong mix(__global const ulong *p, __global const uint *q, size_t i) {
    ulong v = p[i];
    return (v * 3 + q[i]) ^ (v >> 7);
}

__kernel void calls(__global const ulong *a, __global const ulong *b, __global const uint *c,
                    __global const uint *d, __global ulong *out) {
    size_t i = get_global_id(0);
    ulong x = mix(a, c, i);
    ulong y = mix(b, d, i);
    out[i] = x + (y << 1);
}
