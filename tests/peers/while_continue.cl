// Mirrors tests/corpus/compute/while_continue.il: a while loop with a break and two
// continues (one after a modulo test). R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
while_continue(__global const int *in, __global int *out0, __global int *out1) {
    uint i = PEER_GID(X, 64);
    int n = in[i];
    int s = 0, k = 0, t = 0;
    for (;;) {
        k += 1;
        if (n < k)
            break;
        if (k & 1)
            continue;
        if ((uint)k % 3u == 0) {
            t += 1;
            continue;
        }
        s += k;
    }
    out0[i] = s;
    out1[i] = t;
}
