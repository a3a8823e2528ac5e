// Three-way divergent branches with different work per path.
#include "ilc_cl.h"
__kernel void divergent(__global const int *in, __global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    int r;
    if (x % 3 == 0) {
        r = x * 7 - 1;
    } else if (x % 3 == 1 || x % 3 == -1) {
        r = 0;
        for (int k = 0; k < (x & 7); k++)
            r += k * x;
    } else {
        r = x > 0 ? x >> 2 : -x;
    }
    out[i] = r;
}
