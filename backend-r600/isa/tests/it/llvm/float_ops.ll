define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %b, i32 1
  %s = fadd float %x, %y
  %r = fdiv float 1.0, %s
  %q = call float @llvm.sqrt.f32(float %s)
  %m = fmul float %r, %q
  %v0 = insertelement <4 x float> undef, float %m, i32 0
  %v1 = insertelement <4 x float> %v0, float %s, i32 1
  %v2 = insertelement <4 x float> %v1, float 0.5, i32 2
  %v3 = insertelement <4 x float> %v2, float 3.25, i32 3
  call void @llvm.r600.store.swizzle(<4 x float> %v3, i32 0, i32 0)
  ret void
}
declare float @llvm.sqrt.f32(float)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
