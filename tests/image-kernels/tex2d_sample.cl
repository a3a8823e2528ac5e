// The OpenCL counterpart of the pixel shader `tests/corpus/graphics/tex2d_*` (one 8x8 tile):
// work-item (x, y) samples `img` with `smp` at (ox + dx * x, oy + dy * y), the interpolant of
// the shader at the pixel centre, and stores the texel at out[y * 8 + x] (the render
// target's layout). Built by clang-14 -O2 with `-nogpulib`: without the ROCm device
// libraries there is no `read_imagef`, so the sample is the LLVM intrinsic the device
// libraries call (`llvm.amdgcn.image.sample.lz.2d`, named by an asm label), and the T# and
// S# are read through the image and sampler values, which on AMDGPU are constant-address
// pointers to them.
typedef unsigned int uint;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef uint uint4 __attribute__((ext_vector_type(4)));
typedef uint uint8 __attribute__((ext_vector_type(8)));

float4 sample_lz_2d(int dmask, float s, float t, uint8 rsrc, uint4 samp, bool unorm, int tfe,
                    int cache) __asm("llvm.amdgcn.image.sample.lz.2d.v4f32.f32");

__kernel void tex2d_sample(__read_only image2d_t img, sampler_t smp, __global float4 *out,
                           float ox, float oy, float dx, float dy) {
  uint x = __builtin_amdgcn_workitem_id_x();
  uint y = __builtin_amdgcn_workitem_id_y();
  uint8 t = *__builtin_astype(img, __constant uint8 *);
  uint4 s = *__builtin_astype(smp, __constant uint4 *);
  out[y * 8 + x] = sample_lz_2d(15, ox + dx * x, oy + dy * y, t, s, false, 0, 0);
}
