// Matrix transpose through a 16x17 LDS tile (padded against bank conflicts); 2-D grid.
#include "ilc_cl.h"
__kernel void transpose(uint width, uint height, __global const float *in, __global float *out) {
    __local float tile[16][17];
    uint x = get_global_id(0), y = get_global_id(1);
    uint lx = get_local_id(0), ly = get_local_id(1);
    tile[ly][lx] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint ox = get_group_id(1) * 16 + lx;
    uint oy = get_group_id(0) * 16 + ly;
    out[oy * height + ox] = tile[lx][ly];
}
