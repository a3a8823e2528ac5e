// Pairs tests/corpus/compute/prefix_sum.il: inclusive prefix sum (Hillis-Steele) of 64 u32
// values per group through local memory, two barriers per step.
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
prefix_sum(__global const uint *in, __global uint *out) {
    __local uint s[64];
    uint t = PEER_TID_X();
    uint v = in[PEER_GID(X, 64)];
    s[t] = v;
    peer_barrier();
    for (uint step = 1; step < 64; step <<= 1) {
        if (t >= step)
            v += s[t - step];
        peer_barrier();
        s[t] = v;
        peer_barrier();
    }
    out[PEER_GID(X, 64)] = v;
}
