/* ilc_cl_common.h: the target-independent part of the test kernels' OpenCL C environment
 * (scalar types, constants, integer and float helpers built from clang built-ins). Included
 * by ilc_cl.h (gfx900) and by host/ilc_cl_host.h (host execution of the same sources).
 */
#ifndef ILC_CL_COMMON_H
#define ILC_CL_COMMON_H

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef __SIZE_TYPE__ size_t;

typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef uint uint2 __attribute__((ext_vector_type(2)));
typedef uint uint4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));

#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define INT_MAX 2147483647
#define INT_MIN (-2147483647 - 1)
#define UINT_MAX 4294967295u

#define ILC_OVERLOAD __attribute__((overloadable, always_inline)) static inline
#define ILC_INLINE __attribute__((always_inline)) static inline

/* Integer built-ins. */
ILC_OVERLOAD int min(int a, int b) { return a < b ? a : b; }
ILC_OVERLOAD uint min(uint a, uint b) { return a < b ? a : b; }
ILC_OVERLOAD int max(int a, int b) { return a > b ? a : b; }
ILC_OVERLOAD uint max(uint a, uint b) { return a > b ? a : b; }
ILC_OVERLOAD int clamp(int x, int lo, int hi) { return min(max(x, lo), hi); }
ILC_OVERLOAD uint abs(int x) { return x < 0 ? -(uint)x : (uint)x; }
ILC_OVERLOAD uint popcount(uint x) { return __builtin_popcount(x); }
ILC_OVERLOAD uint clz(uint x) { return x == 0 ? 32 : __builtin_clz(x); }
ILC_OVERLOAD uint ctz(uint x) { return x == 0 ? 32 : __builtin_ctz(x); }
ILC_OVERLOAD uint rotate(uint x, uint n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }
ILC_OVERLOAD uint mul_hi(uint a, uint b) { return (uint)(((ulong)a * b) >> 32); }
ILC_OVERLOAD int mul_hi(int a, int b) { return (int)(((long)a * b) >> 32); }
ILC_OVERLOAD uint mad24(uint a, uint b, uint c) { return (a & 0xffffff) * (b & 0xffffff) + c; }

/* Float built-ins that map to single instructions (no library). */
ILC_OVERLOAD float fabs(float x) { return __builtin_fabsf(x); }
ILC_OVERLOAD float floor(float x) { return __builtin_floorf(x); }
ILC_OVERLOAD float ceil(float x) { return __builtin_ceilf(x); }
ILC_OVERLOAD float trunc(float x) { return __builtin_truncf(x); }
ILC_OVERLOAD float rint(float x) { return __builtin_rintf(x); }
ILC_OVERLOAD float fmin(float a, float b) { return __builtin_fminf(a, b); }
ILC_OVERLOAD float fmax(float a, float b) { return __builtin_fmaxf(a, b); }
ILC_OVERLOAD float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
ILC_OVERLOAD float copysign(float a, float b) { return __builtin_copysignf(a, b); }
ILC_OVERLOAD double fabs(double x) { return __builtin_fabs(x); }
ILC_OVERLOAD double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
ILC_OVERLOAD double floor(double x) { return __builtin_floor(x); }
#endif
