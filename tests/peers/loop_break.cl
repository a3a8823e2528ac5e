// Mirrors tests/corpus/compute/loop_break.il: a loop with a divergent trip count n = in[i]
// and a second, data-dependent break; writes (s, k). R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
loop_break(__global const int *in, __global int *out) {
    uint i = PEER_GID(X, 64);
    int n = in[i];
    int s = 0, k = 0;
    for (;;) {
        if (k >= n)
            break;
        s = k * k + s;
        k += 1;
        if (500 < s)
            break;
    }
    out[2 * i] = s;
    out[2 * i + 1] = k;
}
