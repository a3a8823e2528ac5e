// Pairs tests/corpus/compute/subroutines.il: r = 3x, + 1000 if x is odd, + 20000 if even,
// + 5 unless x > 100 (the IL computes it with call/ret and conditional calls and returns;
// clang inlines the functions, as OpenCL C compilers do: calls of clang's code wait for the
// code-object loader's call support).
#include "bench_cl.h"
static uint func2(uint x) { return x + x; }
static uint func1(uint x) { return func2(x) + x; }
static uint func4(uint x, uint r) { return x > 100 ? r : r + 5; }
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
subroutines(__global const uint *in, __global uint *out) {
    uint i = PEER_GID(X, 64);
    uint x = in[i];
    uint r = func1(x);
    if (x & 1)
        r += 1000;
    else
        r += 20000;
    out[i] = func4(x, r);
}
