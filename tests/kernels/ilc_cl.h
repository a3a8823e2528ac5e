/* ilc_cl.h: the self-contained OpenCL C environment of ilc's test kernels.
 *
 * The kernels are compiled with -cl-no-stdinc and -nogpulib (see docs/opencl-kernels.md), so
 * there is no opencl-c.h and no device library: this header (with ilc_cl_common.h) defines the
 * scalar types and the few built-ins the kernels use, on top of clang's AMDGPU built-ins only.
 * Nothing here calls an external function, so every kernel links into a code object with no
 * undefined symbols.
 *
 * Work-item functions read the work-item ids (v0..v2), the work-group ids (system SGPRs) and
 * the hsa_kernel_dispatch_packet_t (through the dispatch pointer user SGPR). get_global_id
 * ignores the global offset (always 0 here); get_global_offset reads the hidden arguments.
 */
#ifndef ILC_CL_H
#define ILC_CL_H

#include "ilc_cl_common.h"

/* The first 24 bytes of hsa_kernel_dispatch_packet_t. */
typedef struct {
    ushort header;
    ushort setup;
    ushort workgroup_size[3];
    ushort reserved0;
    uint grid_size[3];
} ilc_dispatch_packet;

ILC_INLINE __constant ilc_dispatch_packet *ilc_packet(void) {
    return (__constant ilc_dispatch_packet *)__builtin_amdgcn_dispatch_ptr();
}

ILC_INLINE size_t get_local_id(uint d) {
    switch (d) {
    case 0: return __builtin_amdgcn_workitem_id_x();
    case 1: return __builtin_amdgcn_workitem_id_y();
    case 2: return __builtin_amdgcn_workitem_id_z();
    default: return 0;
    }
}

ILC_INLINE size_t get_group_id(uint d) {
    switch (d) {
    case 0: return __builtin_amdgcn_workgroup_id_x();
    case 1: return __builtin_amdgcn_workgroup_id_y();
    case 2: return __builtin_amdgcn_workgroup_id_z();
    default: return 0;
    }
}

ILC_INLINE size_t get_local_size(uint d) {
    return d < 3 ? ilc_packet()->workgroup_size[d] : 1;
}

ILC_INLINE size_t get_global_size(uint d) {
    return d < 3 ? ilc_packet()->grid_size[d] : 1;
}

ILC_INLINE size_t get_num_groups(uint d) {
    return d < 3 ? (get_global_size(d) + get_local_size(d) - 1) / get_local_size(d) : 1;
}

ILC_INLINE size_t get_global_id(uint d) {
    return get_group_id(d) * get_local_size(d) + get_local_id(d);
}

/* The hidden global offset arguments (the first implicit kernel arguments, code object v4). */
ILC_INLINE size_t get_global_offset(uint d) {
    return d < 3 ? ((__constant ulong *)__builtin_amdgcn_implicitarg_ptr())[d] : 0;
}

ILC_INLINE uint get_work_dim(void) { return ilc_packet()->setup & 3; }

/* barrier(): release fence, s_barrier, acquire fence, all at work-group scope. */
ILC_INLINE void barrier(int flags) {
    (void)flags;
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

/* 32-bit atomics (relaxed, device scope), global and local. */
#define ILC_ATOMIC2(NAME, OP, AS, T)                                   \
    ILC_OVERLOAD T NAME(volatile AS T *p, T v) {                       \
        return __atomic_##OP((AS T *)p, v, __ATOMIC_RELAXED);          \
    }
#define ILC_ATOMICS(AS, T)                                              \
    ILC_ATOMIC2(atomic_add, fetch_add, AS, T)                           \
    ILC_ATOMIC2(atomic_sub, fetch_sub, AS, T)                           \
    ILC_ATOMIC2(atomic_and, fetch_and, AS, T)                           \
    ILC_ATOMIC2(atomic_or, fetch_or, AS, T)                             \
    ILC_ATOMIC2(atomic_xor, fetch_xor, AS, T)                           \
    ILC_ATOMIC2(atomic_min, fetch_min, AS, T)                           \
    ILC_ATOMIC2(atomic_max, fetch_max, AS, T)                           \
    ILC_ATOMIC2(atomic_xchg, exchange_n, AS, T)                         \
    ILC_OVERLOAD T atomic_inc(volatile AS T *p) { return atomic_add(p, (T)1); } \
    ILC_OVERLOAD T atomic_cmpxchg(volatile AS T *p, T cmp, T v) {       \
        __atomic_compare_exchange_n((AS T *)p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
        return cmp;                                                     \
    }
ILC_ATOMICS(__global, int)
ILC_ATOMICS(__global, uint)
ILC_ATOMICS(__local, int)
ILC_ATOMICS(__local, uint)

/* Hardware approximations (v_sin/v_cos take revolutions; v_exp/v_log are base 2). */
ILC_OVERLOAD float native_sin(float x) { return __builtin_amdgcn_sinf(x * 0.15915494309189535f); }
ILC_OVERLOAD float native_cos(float x) { return __builtin_amdgcn_cosf(x * 0.15915494309189535f); }
ILC_OVERLOAD float native_exp2(float x) { return __builtin_exp2f(x); }
ILC_OVERLOAD float native_log2(float x) { return __builtin_log2f(x); }
ILC_OVERLOAD float native_sqrt(float x) { return __builtin_amdgcn_sqrtf(x); }
ILC_OVERLOAD float native_rsqrt(float x) { return __builtin_amdgcn_rsqf(x); }
ILC_OVERLOAD float native_recip(float x) { return __builtin_amdgcn_rcpf(x); }

#endif
