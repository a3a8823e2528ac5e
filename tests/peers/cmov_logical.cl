// Mirrors tests/corpus/compute/cmov_logical.il: per component, c != 0 (a bit test) selects
// a, else b. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void
cmov_logical(__global const uint4 *in, __global uint4 *out) {
    uint i = PEER_GID(X, 32);
    uint4 c = in[3 * i], a = in[3 * i + 1], b = in[3 * i + 2];
    uint4 r;
    r.x = c.x != 0 ? a.x : b.x;
    r.y = c.y != 0 ? a.y : b.y;
    r.z = c.z != 0 ? a.z : b.z;
    r.w = c.w != 0 ? a.w : b.w;
    out[i] = r;
}
