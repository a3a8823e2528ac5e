// 32-bin histogram: per-group LDS atomics, then one global atomic add per bin.
#include "ilc_cl.h"
__kernel void histogram_local(__global const uint *data, __global uint *bins) {
    __local uint local_bins[32];
    uint lid = get_local_id(0);
    if (lid < 32)
        local_bins[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&local_bins[data[get_global_id(0)] % 32], 1u);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 32)
        atomic_add(&bins[lid], local_bins[lid]);
}
