// C = A * B with 16x16 tiles staged in LDS; n a multiple of 16, 16x16 work-groups.
#include "ilc_cl.h"
#define TILE 16
__kernel void matmul_tiled(uint n, __global const float *a, __global const float *b, __global float *c) {
    __local float as[TILE][TILE];
    __local float bs[TILE][TILE];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint col = get_global_id(0), row = get_global_id(1);
    float acc = 0.0f;
    for (uint t = 0; t < n; t += TILE) {
        as[ty][tx] = a[row * n + t + tx];
        bs[ty][tx] = b[(t + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint k = 0; k < TILE; k++)
            acc += as[ty][k] * bs[k][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
}
