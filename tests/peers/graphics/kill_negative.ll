; Mirrors tests/corpus/graphics/kill_negative.il: `kill v1.xyxy` discards the pixel when v1.x or
; v1.y is below 0.0 (llvm.r600.kill kills when its operand is negative; the repeated x and y
; of the IL swizzle need no second test), otherwise v1 is exported to render target 0.
define amdgpu_ps void @main(<4 x float> inreg %v1) {
  %x = extractelement <4 x float> %v1, i32 0
  %y = extractelement <4 x float> %v1, i32 1
  call void @llvm.r600.kill(float %x)
  call void @llvm.r600.kill(float %y)
  call void @llvm.r600.store.swizzle(<4 x float> %v1, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
declare void @llvm.r600.kill(float)
