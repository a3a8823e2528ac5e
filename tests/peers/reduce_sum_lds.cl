// Mirrors tests/corpus/compute/reduce_sum_lds.il: tree reduction of each work-group's 64
// words in local memory, one sum per group. gfx900 only (LDS and barriers: not R600-eligible).
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
reduce_sum_lds(__global const uint *in, __global uint *out) {
    __local uint s[64];
    uint t = PEER_TID_X();
    s[t] = in[PEER_GID(X, 64)];
    peer_barrier();
    for (uint step = 32; step > 0; step >>= 1) {
        if (t < step)
            s[t] += s[t + step];
        peer_barrier();
    }
    if (t == 0)
        out[PEER_TGID_X()] = s[0];
}
