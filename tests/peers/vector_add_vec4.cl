// Mirrors tests/corpus/compute/vector_add_vec4.il: c[i] = a[i] + b[i] on float4 elements.
// R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void
vector_add_vec4(__global const float4 *a, __global const float4 *b, __global float4 *c) {
    uint i = PEER_GID(X, 32);
    c[i] = a[i] + b[i];
}
