/* ilc_cl_host.h: runs the test kernels' OpenCL C sources as C on the host, one POSIX thread
 * per work-item and one work-group at a time, to cross-check the Rust host references (see
 * ilc_tests::opencl::run_on_host and docs/opencl-kernels.md).
 *
 * Mapping: __global/__constant are plain pointers; __local variables become static (shared
 * by the threads of the one running work-group); barrier() is a pthread barrier over the
 * work-group; atomics are clang's __atomic built-ins; the native_* approximations are the C
 * library's functions. The driver (generated per kernel) defines the ilc_* variables.
 */
#ifndef ILC_CL_HOST_H
#define ILC_CL_HOST_H
#define ILC_CL_H /* the kernels' own #include "ilc_cl.h" then adds nothing */

#include <pthread.h>
#include <stdbool.h>

#define __kernel
#define __global
#define __constant const
#define __local static

#include "../ilc_cl_common.h"

extern __thread size_t ilc_local_id[3];
extern size_t ilc_group_id[3], ilc_local_size[3], ilc_global_size[3];
extern uint ilc_work_dim;
extern pthread_barrier_t ilc_group_barrier;

ILC_INLINE size_t get_local_id(uint d) { return d < 3 ? ilc_local_id[d] : 0; }
ILC_INLINE size_t get_group_id(uint d) { return d < 3 ? ilc_group_id[d] : 0; }
ILC_INLINE size_t get_local_size(uint d) { return d < 3 ? ilc_local_size[d] : 1; }
ILC_INLINE size_t get_global_size(uint d) { return d < 3 ? ilc_global_size[d] : 1; }
ILC_INLINE size_t get_num_groups(uint d) {
    return d < 3 ? (get_global_size(d) + get_local_size(d) - 1) / get_local_size(d) : 1;
}
ILC_INLINE size_t get_global_id(uint d) { return get_group_id(d) * get_local_size(d) + get_local_id(d); }
ILC_INLINE size_t get_global_offset(uint d) { (void)d; return 0; }
ILC_INLINE uint get_work_dim(void) { return ilc_work_dim; }
ILC_INLINE void barrier(int flags) {
    (void)flags;
    pthread_barrier_wait(&ilc_group_barrier);
}

#define atomic_add(p, v) __atomic_fetch_add((p), (v), __ATOMIC_SEQ_CST)
#define atomic_sub(p, v) __atomic_fetch_sub((p), (v), __ATOMIC_SEQ_CST)
#define atomic_and(p, v) __atomic_fetch_and((p), (v), __ATOMIC_SEQ_CST)
#define atomic_or(p, v) __atomic_fetch_or((p), (v), __ATOMIC_SEQ_CST)
#define atomic_xor(p, v) __atomic_fetch_xor((p), (v), __ATOMIC_SEQ_CST)
#define atomic_min(p, v) __atomic_fetch_min((p), (v), __ATOMIC_SEQ_CST)
#define atomic_max(p, v) __atomic_fetch_max((p), (v), __ATOMIC_SEQ_CST)
#define atomic_xchg(p, v) __atomic_exchange_n((p), (v), __ATOMIC_SEQ_CST)
#define atomic_inc(p) __atomic_fetch_add((p), 1, __ATOMIC_SEQ_CST)
#define atomic_cmpxchg(p, c, v)                                                          \
    ({                                                                                   \
        __typeof__(*(p)) ilc_expected = (c);                                             \
        __atomic_compare_exchange_n((p), &ilc_expected, (v), 0, __ATOMIC_SEQ_CST,         \
                                    __ATOMIC_SEQ_CST);                                   \
        ilc_expected;                                                                    \
    })

ILC_OVERLOAD float native_sin(float x) { return __builtin_sinf(x); }
ILC_OVERLOAD float native_cos(float x) { return __builtin_cosf(x); }
ILC_OVERLOAD float native_exp2(float x) { return __builtin_exp2f(x); }
ILC_OVERLOAD float native_log2(float x) { return __builtin_log2f(x); }
ILC_OVERLOAD float native_sqrt(float x) { return __builtin_sqrtf(x); }
ILC_OVERLOAD float native_rsqrt(float x) { return 1.0f / __builtin_sqrtf(x); }
ILC_OVERLOAD float native_recip(float x) { return 1.0f / x; }

#endif
