// Mirrors tests/corpus/compute/matmul_tiled.il: C = A * B for 16x16 floats, 8x8 tiles staged
// through local memory. gfx900 only (LDS and barriers: not R600-eligible).
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(8, 8, 1))) void
matmul_tiled(__global const float *a, __global const float *b, __global float *c) {
    __local float ta[8][8];
    __local float tb[8][8];
    uint tx = PEER_TID_X(), ty = PEER_TID_Y();
    uint col = PEER_GID(X, 8), row = PEER_GID(Y, 8);
    float acc = 0.0f;
    for (uint phase = 0; phase < 2; phase++) {
        ta[ty][tx] = a[row * 16 + phase * 8 + tx];
        tb[ty][tx] = b[(phase * 8 + ty) * 16 + col];
        peer_barrier();
        for (uint k = 0; k < 8; k++)
            acc = ta[ty][k] * tb[k][tx] + acc;
        peer_barrier();
    }
    c[row * 16 + col] = acc;
}
