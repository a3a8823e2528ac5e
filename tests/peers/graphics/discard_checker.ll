; Mirrors tests/corpus/graphics/discard_checker.il: with (x, y) = ftoi of the window
; coordinate, `discard_logicalnz ((x + y) & 1)` becomes llvm.r600.kill of -1.0 (discard) or
; 0.0 (keep); surviving pixels export v1 to render target 0 and the window coordinate to
; render target 1. The window coordinate is an `inreg` input here (ilc derives it from R0).
define amdgpu_ps void @main(<4 x float> inreg %pos, <4 x float> inreg %v1) {
  %px = extractelement <4 x float> %pos, i32 0
  %py = extractelement <4 x float> %pos, i32 1
  %ix = fptosi float %px to i32
  %iy = fptosi float %py to i32
  %s = add i32 %ix, %iy
  %odd = and i32 %s, 1
  %c = icmp ne i32 %odd, 0
  %k = select i1 %c, float -1.0, float 0.0
  call void @llvm.r600.kill(float %k)
  call void @llvm.r600.store.swizzle(<4 x float> %v1, i32 0, i32 0)
  call void @llvm.r600.store.swizzle(<4 x float> %pos, i32 1, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
declare void @llvm.r600.kill(float)
