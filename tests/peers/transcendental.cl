// Mirrors tests/corpus/compute/transcendental.il: sqrt, rsqrt, exp2, log2, rcp, sin, cos and
// sqrt again on a (x, k, 2^k, 0) record; eight results. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void
transcendental(__global const float4 *in, __global float4 *out) {
    uint i = PEER_GID(X, 32);
    float4 v = in[i];
    float4 r, s;
    r.x = __builtin_sqrtf(v.x);
    r.y = peer_rsqrt(v.x);
    r.z = __builtin_exp2f(v.y);
    r.w = __builtin_log2f(v.z);
    s.x = peer_rcp(v.z);
    s.y = __builtin_sinf(v.w);
    s.z = __builtin_cosf(v.w);
    s.w = __builtin_sqrtf(v.x);
    out[2 * i] = r;
    out[2 * i + 1] = s;
}
