// Pairs tests/corpus/compute/doubles.il: for the float pair (a, b) = in[i]:
// out1[i] = (double)a + b, (double)a * b (as bits); out2[i] = (float)fma(a, b, a + b),
// (float)(a / b).
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
doubles(__global const float *in, __global double *out1, __global float *out2) {
    uint i = PEER_GID(X, 64);
    double a = in[2 * i], b = in[2 * i + 1];
    double s = a + b, p = a * b;
    out1[2 * i] = s;
    out1[2 * i + 1] = p;
    out2[2 * i] = (float)(a * b + s);
    out2[2 * i + 1] = (float)(a / b);
}
