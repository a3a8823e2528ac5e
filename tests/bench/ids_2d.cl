// Pairs tests/bench/ids_2d.il: 2D ids, out[y * 32 + x] = 3x + 5y + in[x] (8x8 groups).
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(8, 8, 1))) void
ids_2d(__global const uint *in, __global uint *out) {
    uint x = PEER_GID(X, 8), y = PEER_GID(Y, 8);
    out[y * 32 + x] = 3 * x + 5 * y + in[x];
}
