// Pairs tests/bench/const_loop.il: a loop with a constant trip count (8), Horner's rule on
// x = in[i] with coefficients k: acc = acc * x + k for k = 0..7.
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
const_loop(__global const float *in, __global float *out) {
    uint i = PEER_GID(X, 64);
    float x = in[i];
    float acc = 0.0f;
    for (int k = 0; k < 8; k++)
        acc = acc * x + (float)k;
    out[i] = acc;
}
