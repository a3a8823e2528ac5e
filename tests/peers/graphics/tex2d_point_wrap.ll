; Mirrors tests/corpus/graphics/tex2d_point_wrap.il: one SAMPLE of resource 0 through sampler 0
; at interpolant v1 with normalised coordinates (CT:NNNN), the four results exported to render
; target 0. The interpolant arrives preloaded in a GPR (the `inreg` argument); point/wrap is
; sampler state, not code, so tex2d_linear_clamp and the other tex2d_* programs compile alike.
define amdgpu_ps void @main(<4 x float> inreg %v0, <4 x float> inreg %v1) {
  %t = call <4 x float> @llvm.r600.tex(<4 x float> %v1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1)
  call void @llvm.r600.store.swizzle(<4 x float> %t, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.r600.tex(<4 x float>, i32, i32, i32, i32, i32, i32, i32, i32, i32) readnone
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
