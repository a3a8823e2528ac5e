// Pairs tests/bench/loop_carried.il: loop-carried values copied every iteration (a
// Fibonacci-like recurrence) with a divergent trip count n = in[i] & 31:
//   a = in[i]; b = 1; repeat n times { t = a + b; a = b; b = t; }; out[i] = a.
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
loop_carried(__global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint a = in[i], b = 1;
    uint n = a & 31;
    for (uint k = 0; k < n; k++) {
        uint t = a + b;
        a = b;
        b = t;
    }
    out[i] = a;
}
