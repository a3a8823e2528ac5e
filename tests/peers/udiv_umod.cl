// Mirrors tests/corpus/compute/udiv_umod.il: unsigned a / b and a % b. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
udiv_umod(__global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint a = in[2 * i], b = in[2 * i + 1];
    out[2 * i] = a / b;
    out[2 * i + 1] = a % b;
}
