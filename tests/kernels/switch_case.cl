// A dense switch (branch chain or table) and a sparse one, per lane.
#include "ilc_cl.h"
__kernel void switch_case(__global const uint *in, __global uint *out) {
    size_t i = get_global_id(0);
    uint x = in[i], r;
    switch (x % 8) {
    case 0: r = x + 1; break;
    case 1: r = x * 3; break;
    case 2: r = x >> 1; break;
    case 3: r = ~x; break;
    case 4: r = x ^ 0x5a5a5a5au; break;
    case 5: r = x - 7; break;
    case 6: r = x << 2; break;
    default: r = 0; break;
    }
    switch (x >> 28) {
    case 1: r += 100; break;
    case 9: r += 900;
    /* fall through */
    case 12: r += 12; break;
    default: break;
    }
    out[i] = r;
}
