// Per-work-group sum of 256 ints: tree reduction in LDS with barriers.
#include "ilc_cl.h"
__kernel void reduce_sum(__global const int *in, __global int *partial) {
    __local int tmp[256];
    uint lid = get_local_id(0);
    tmp[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            tmp[lid] += tmp[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = tmp[0];
}
