// Reads the hidden kernel arguments (global offsets, via the implicit argument pointer), so the
// code object's metadata lists hidden_* arguments the dispatch must fill in.
#include "ilc_cl.h"
__kernel void global_offset(__global uint *out, uint scale) {
    size_t i = get_global_id(0);
    out[i] = (uint)(i + get_global_offset(0)) * scale + (uint)(get_global_offset(1) + get_global_offset(2));
}
