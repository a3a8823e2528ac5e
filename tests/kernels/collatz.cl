// Number of Collatz steps to reach 1 (data-dependent loop trip counts per lane).
#include "ilc_cl.h"
__kernel void collatz(__global const uint *in, __global uint *steps) {
    size_t i = get_global_id(0);
    uint n = in[i];
    uint s = 0;
    while (n > 1 && s < 1000) {
        n = (n & 1) ? 3 * n + 1 : n >> 1;
        s++;
    }
    steps[i] = s;
}
