// Pairs tests/corpus/compute/thread_ids.il: the 3D thread ids of a 8x4x2 grid of 4x2x2
// groups, 12 words per item at its flat id: absolute, in-group and group ids (x, y, z),
// then the flat absolute, in-group and group ids.
#include "bench_cl.h"
__kernel __attribute__((reqd_work_group_size(4, 2, 2))) void
thread_ids(__global uint4 *out) {
    uint tx = PEER_TID_X(), ty = PEER_TID_Y(), tz = PEER_TID_Z();
    uint gx = PEER_TGID_X(), gy = PEER_TGID_Y(), gz = PEER_TGID_Z();
    uint ax = gx * 4 + tx, ay = gy * 2 + ty, az = gz * 2 + tz;
    uint tflat = (tz * 2 + ty) * 4 + tx;
    uint gflat = (gz * 2 + gy) * 2 + gx;
    uint aflat = gflat * 16 + tflat;
    __global uint4 *o = out + 3 * aflat;
    o[0] = (uint4){ax, ay, az, tx};
    o[1] = (uint4){ty, tz, gx, gy};
    o[2] = (uint4){gz, aflat, tflat, gflat};
}
