// Lookup in a __constant table (placed in the code object's .rodata and reached PC-relative
// through s_getpc_b64): CRC-style mixing of each word with a 16-entry table.
#include "ilc_cl.h"
__constant uint table[16] = {
    0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
    0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
    0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu,
};
__kernel void const_table(__global const uint *in, __global uint *out) {
    size_t i = get_global_id(0);
    uint crc = ~0u, x = in[i];
    for (uint k = 0; k < 8; k++) {
        crc = (crc >> 4) ^ table[(crc ^ (x >> (4 * k))) & 15];
    }
    out[i] = ~crc;
}
