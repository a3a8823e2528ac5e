// Records the work-item functions of a 3-D launch (one record of 8 words per work-item).
#include "ilc_cl.h"
__kernel void workitem_ids(__global uint *out) {
    uint gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
    uint flat = (gz * get_global_size(1) + gy) * get_global_size(0) + gx;
    __global uint *r = out + 8 * flat;
    r[0] = gx | (gy << 10) | (gz << 20);
    r[1] = get_local_id(0) | (get_local_id(1) << 10) | (get_local_id(2) << 20);
    r[2] = get_group_id(0) | (get_group_id(1) << 10) | (get_group_id(2) << 20);
    r[3] = get_local_size(0) | (get_local_size(1) << 10) | (get_local_size(2) << 20);
    r[4] = get_num_groups(0) | (get_num_groups(1) << 10) | (get_num_groups(2) << 20);
    r[5] = get_global_size(0) | (get_global_size(1) << 10) | (get_global_size(2) << 20);
    r[6] = get_work_dim();
    r[7] = flat;
}
