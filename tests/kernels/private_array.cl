// A large, dynamically indexed private array (lives in scratch memory): each work-item fills
// 100 words from its seed and follows a data-dependent chain through them.
#include "ilc_cl.h"
__kernel void private_array(__global const uint *seeds, __global uint *out) {
    size_t i = get_global_id(0);
    uint seed = seeds[i];
    uint v[100];
    for (uint k = 0; k < 100; k++)
        v[k] = seed * (k + 1) ^ (k << 3);
    uint idx = seed % 100, sum = 0;
    for (uint step = 0; step < 50; step++) {
        sum += v[idx];
        v[idx] = sum;
        idx = (v[idx] >> 3) % 100;
    }
    out[i] = sum;
}
