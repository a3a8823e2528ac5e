// Per-work-group maximum of 128 floats (fmax tree in LDS).
#include "ilc_cl.h"
__kernel void reduce_max(__global const float *in, __global float *out) {
    __local float tmp[128];
    uint lid = get_local_id(0);
    tmp[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 64; s > 0; s >>= 1) {
        if (lid < s)
            tmp[lid] = fmax(tmp[lid], tmp[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = tmp[0];
}
