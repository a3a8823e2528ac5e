// IEEE division of floats and doubles (LLVM's v_div_scale/v_div_fmas/v_div_fixup sequences),
// run on extreme operands: denormals, the ends of the normal range, huge and tiny quotients.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "ilc_cl.h"
__kernel void division(__global const float *a, __global const float *b, __global float *q,
                       __global const double *c, __global const double *d,
                       __global double *r) {
    size_t i = get_global_id(0);
    q[i] = a[i] / b[i];
    r[i] = c[i] / d[i];
}
