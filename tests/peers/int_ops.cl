// Mirrors tests/corpus/compute/int_ops.il: signed/unsigned integer arithmetic, compares
// (as 0 / 0xFFFFFFFF masks) and logic on a pair (a, b); twenty results. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
int_ops(__global const int *in, __global int *out) {
    uint i = PEER_GID(X, 64);
    int a = in[2 * i], b = in[2 * i + 1];
    uint ua = (uint)a, ub = (uint)b;
    __global int *o = out + 20 * i;
    o[0] = a + b;
    o[1] = a * b;
    o[2] = a * b + a;
    o[3] = -a;
    o[4] = a > b ? a : b;
    o[5] = a < b ? a : b;
    o[6] = (int)(ua > ub ? ua : ub);
    o[7] = (int)(ua < ub ? ua : ub);
    o[8] = -(a == b);
    o[9] = -(a != b);
    o[10] = -(a < b);
    o[11] = -(a >= b);
    o[12] = -(ua < ub);
    o[13] = -(ua >= ub);
    o[14] = a & b;
    o[15] = a | b;
    o[16] = a ^ b;
    o[17] = ~a;
    o[18] = a - b;
    o[19] = a + 0x3F800000;
}
