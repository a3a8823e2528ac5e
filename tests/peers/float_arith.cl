// Mirrors tests/corpus/compute/float_arith.il: add, sub, mul, mad, dp3, dp4, clamp and fma
// on a vec4 pair per item; eight results. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
float_arith(__global const float4 *in, __global float4 *out) {
    uint i = PEER_GID(X, 64);
    float4 a = in[2 * i];
    float4 b = in[2 * i + 1];
    float4 r;
    r.x = a.x + b.x;
    r.y = a.y - b.y;
    r.z = a.z * b.z;
    r.w = a.x * b.y + a.w;
    float4 s;
    s.x = a.x * b.x + a.y * b.y + a.z * b.z;
    s.y = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    s.z = __builtin_fminf(__builtin_fmaxf(a.x, -1.0f), 1.0f);
    s.w = __builtin_fmaf(a.y, b.z, b.w);
    out[2 * i] = r;
    out[2 * i + 1] = s;
}
