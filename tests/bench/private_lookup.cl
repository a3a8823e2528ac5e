// Pairs tests/bench/private_lookup.il: a private array of 8 words indexed with a dynamic
// (data-dependent) index: v[k] = x * (k + 1) ^ k for k = 0..7, then with j = x & 7
//   out[i] = v[j] + v[(j + 3) & 7] + v[7 - j].
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
private_lookup(__global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint x = in[i];
    uint v[8];
    for (uint k = 0; k < 8; k++)
        v[k] = x * (k + 1) ^ k;
    uint j = x & 7;
    out[i] = v[j] + v[(j + 3) & 7] + v[7 - j];
}
