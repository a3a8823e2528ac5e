// Mirrors tests/corpus/compute/nested_if.il: nested divergent if/else with an integer and a
// float condition. R600-eligible.
#include "peer_cl.h"
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
nested_if(__global const int *in, __global int *out) {
    uint i = PEER_GID(X, 64);
    int x = in[i];
    int r;
    if (x < 0) {
        if (x < -50)
            r = 1;
        else
            r = 2;
    } else {
        if ((x & 1) == 0) {
            if ((float)x >= 50.0f)
                r = 4;
            else
                r = 5;
        } else {
            r = 3;
        }
    }
    out[i] = r;
}
