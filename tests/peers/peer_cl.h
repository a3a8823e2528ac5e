/* peer_cl.h: the environment of the LLVM peer kernels (tests/peers/NAME.cl).
 *
 * The peers are compiled twice, for gfx900 (clang-14 -target amdgcn-amd-amdhsa) and for
 * Evergreen (clang-14 -target r600 -mcpu=cypress, then llc-14), with -cl-no-stdinc and no
 * device library (docs/performance.md, "LLVM peers"). Only clang built-ins are used, so the
 * same source builds for both targets.
 *
 * IL's vAbsTid is the absolute work-item id; every mirrored IL program declares its
 * work-group size (dcl_num_thread_per_group), so each kernel carries the same size as
 * reqd_work_group_size and PEER_GID multiplies the group id by that constant (as a backend
 * for the IL program can).
 */
#ifndef PEER_CL_H
#define PEER_CL_H

typedef unsigned int uint;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef uint uint4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));

#define PEER_INLINE __attribute__((always_inline)) static inline

#if defined(__AMDGCN__)
#define PEER_TID_X() __builtin_amdgcn_workitem_id_x()
#define PEER_TID_Y() __builtin_amdgcn_workitem_id_y()
#define PEER_TGID_X() __builtin_amdgcn_workgroup_id_x()
#define PEER_TGID_Y() __builtin_amdgcn_workgroup_id_y()
PEER_INLINE float peer_rsqrt(float x) { return __builtin_amdgcn_rsqf(x); }
PEER_INLINE float peer_rcp(float x) { return __builtin_amdgcn_rcpf(x); }
/* A work-group barrier (LDS fence included). */
PEER_INLINE void peer_barrier(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#elif defined(__R600__)
#define PEER_TID_X() __builtin_r600_read_tidig_x()
#define PEER_TID_Y() __builtin_r600_read_tidig_y()
#define PEER_TGID_X() __builtin_r600_read_tgid_x()
#define PEER_TGID_Y() __builtin_r600_read_tgid_y()
PEER_INLINE float peer_rsqrt(float x) { return __builtin_r600_recipsqrt_ieeef(x); }
PEER_INLINE float peer_rcp(float x) { return 1.0f / x; }
#else
#error "peer kernels build for amdgcn or r600 only"
#endif

/* Absolute work-item id in dimension X or Y for a work-group of `size` items. */
#define PEER_GID(d, size) (PEER_TGID_##d() * (uint)(size) + PEER_TID_##d())

#endif
