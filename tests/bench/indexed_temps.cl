// Pairs tests/corpus/compute/indexed_temps.il: x[k] = (k*k, k+100) for k = 0..7 written in a
// loop, then with j = in[i] & 3: out[i] = x[j + 2].x + x[3].y + x[j + 4].y.
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
indexed_temps(__global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint j = in[i] & 3;
    uint xs[8], ys[8];
    for (uint k = 0; k < 8; k++) {
        xs[k] = k * k;
        ys[k] = k + 100;
    }
    out[i] = xs[j + 2] + ys[3] + ys[j + 4];
}
