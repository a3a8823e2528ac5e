// Mirrors tests/corpus/compute/saxpy.il: y[i] = a * x[i] + y[i] (a = cb0[0].x). R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
saxpy(float a, __global const float *x, __global float *y) {
    uint i = PEER_GID(X, 64);
    y[i] = a * x[i] + y[i];
}
