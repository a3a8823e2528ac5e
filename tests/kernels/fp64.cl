// Double precision: fma, division, comparison, conversion to and from float.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "ilc_cl.h"
__kernel void fp64(__global const double *a, __global const double *b, __global double *out,
                   __global float *out_f) {
    size_t i = get_global_id(0);
    double x = a[i], y = b[i];
    out[3 * i + 0] = fma(x, y, 1.0);
    out[3 * i + 1] = x / y;
    out[3 * i + 2] = x < y ? x * 2.0 - y : floor(x - y);
    out_f[i] = (float)(x + y);
}
