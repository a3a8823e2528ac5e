// Bitonic sort of 128 uints per work-group in LDS (64 work-items, two elements each).
#include "ilc_cl.h"
__kernel void bitonic_sort(__global uint *data) {
    __local uint s[128];
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * 128;
    s[lid] = data[base + lid];
    s[lid + 64] = data[base + lid + 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint size = 2; size <= 128; size <<= 1) {
        for (uint stride = size >> 1; stride > 0; stride >>= 1) {
            uint pos = 2 * lid - (lid & (stride - 1));
            uint a = s[pos], b = s[pos + stride];
            bool up = (pos & size) == 0;
            if ((a > b) == up) {
                s[pos] = b;
                s[pos + stride] = a;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    data[base + lid] = s[lid];
    data[base + lid + 64] = s[lid + 64];
}
