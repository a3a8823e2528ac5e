// Pairs tests/bench/var_loop.il: a loop with a uniform variable trip count n (a kernel
// argument; cb0[0].x in IL): s = sum over k < n of in[k * 64 + i] * (k + 1).
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
var_loop(uint n, __global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint s = 0;
    for (uint k = 0; k < n; k++)
        s += in[k * 64 + i] * (k + 1);
    out[i] = s;
}
