/* bench_cl.h: the environment of the cycle benchmark's OpenCL C kernels (tests/bench/NAME.cl)
 * on both sides of the comparison (docs/performance.md, "Simulated cycles against clang").
 *
 * On gfx900 it is the LLVM peers' header (tests/peers/peer_cl.h: clang built-ins only, ids as
 * group id * reqd_work_group_size + local id, as a backend of a program that declares its
 * group size can compute them) plus the Z dimension. On the host (the correctness check runs
 * every kernel as C, one thread per work-item, tests/kernels/host/ilc_cl_host.h) the same
 * macros read the host driver's ids; the benchmark's host driver includes this header before
 * the kernel, so the reused peers' own `#include "peer_cl.h"` adds nothing there.
 */
#ifndef BENCH_CL_H
#define BENCH_CL_H

#if defined(__AMDGCN__)
#include "../peers/peer_cl.h"
#define PEER_TID_Z() __builtin_amdgcn_workitem_id_z()
#define PEER_TGID_Z() __builtin_amdgcn_workgroup_id_z()
typedef unsigned long ulong;
#else
#define PEER_CL_H
/* C has no work-group attribute: it becomes `unused`. */
#define reqd_work_group_size(x, y, z) unused
#define PEER_INLINE __attribute__((always_inline)) static inline
#define PEER_TID_X() ((uint)get_local_id(0))
#define PEER_TID_Y() ((uint)get_local_id(1))
#define PEER_TID_Z() ((uint)get_local_id(2))
#define PEER_TGID_X() ((uint)get_group_id(0))
#define PEER_TGID_Y() ((uint)get_group_id(1))
#define PEER_TGID_Z() ((uint)get_group_id(2))
#define PEER_GID(d, size) (PEER_TGID_##d() * (uint)(size) + PEER_TID_##d())
PEER_INLINE float peer_rsqrt(float x) { return 1.0f / __builtin_sqrtf(x); }
PEER_INLINE float peer_rcp(float x) { return 1.0f / x; }
PEER_INLINE void peer_barrier(void) { barrier(CLK_LOCAL_MEM_FENCE); }
#endif

#endif
