// y[i] = a * x[i] + y[i] for i < n (the grid may be larger than n).
#include "ilc_cl.h"
__kernel void saxpy(uint n, float a, __global const float *x, __global float *y) {
    size_t i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + y[i];
}
