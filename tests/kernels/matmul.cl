// C = A * B, n x n row-major floats; one work-item per element (2-D grid).
#include "ilc_cl.h"
__kernel void matmul(uint n, __global const float *a, __global const float *b, __global float *c) {
    uint col = get_global_id(0), row = get_global_id(1);
    float acc = 0.0f;
    for (uint k = 0; k < n; k++)
        acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
}
