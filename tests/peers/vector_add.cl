// Mirrors tests/corpus/compute/vector_add.il: c[i] = a[i] + b[i]. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
vector_add(__global const float *a, __global const float *b, __global float *c) {
    uint i = PEER_GID(X, 64);
    c[i] = a[i] + b[i];
}
