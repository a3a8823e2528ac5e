// Pairs tests/bench/ids_3d.il: 3D ids on a 16x8x4 grid of 4x4x4 groups:
// out[(z * 8 + y) * 16 + x] = x ^ (y << 8) ^ (z << 16) + in[z].
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(4, 4, 4))) void
ids_3d(__global const uint *in, __global uint *out) {
    uint x = PEER_GID(X, 4), y = PEER_GID(Y, 4), z = PEER_GID(Z, 4);
    out[(z * 8 + y) * 16 + x] = (x ^ (y << 8) ^ (z << 16)) + in[z];
}
