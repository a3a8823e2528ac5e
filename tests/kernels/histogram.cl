// 16-bin histogram of bytes with global atomics.
#include "ilc_cl.h"
__kernel void histogram(__global const uint *data, __global uint *bins) {
    uint v = data[get_global_id(0)];
    atomic_inc(&bins[v & 15]);
}
