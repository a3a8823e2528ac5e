// Order-independent atomics on global memory: add, min, max, or, xor, and a cmpxchg counter.
#include "ilc_cl.h"
__kernel void atomics(__global const int *in, __global int *acc) {
    int v = in[get_global_id(0)];
    atomic_add(&acc[0], v);
    atomic_min(&acc[1], v);
    atomic_max(&acc[2], v);
    atomic_or((__global uint *)&acc[3], 1u << (v & 31));
    atomic_xor(&acc[4], v);
    atomic_max((__global uint *)&acc[5], (uint)v);
    int old = acc[6];
    int seen;
    while ((seen = atomic_cmpxchg(&acc[6], old, old + 2)) != old)
        old = seen;
}
