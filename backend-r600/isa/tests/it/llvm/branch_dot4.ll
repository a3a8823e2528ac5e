define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
entry:
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %b, i32 1
  %z = extractelement <4 x float> %a, i32 2
  %c = fcmp olt float %x, %y
  br i1 %c, label %then, label %else
then:
  %t1 = call float @llvm.floor.f32(float %x)
  %t2 = fmul float %t1, %z
  br label %join
else:
  %e1 = call float @llvm.maxnum.f32(float %y, float %z)
  %e2 = call float @llvm.exp2.f32(float %e1)
  br label %join
join:
  %r = phi float [ %t2, %then ], [ %e2, %else ]
  %d = call float @llvm.r600.dot4(<4 x float> %a, <4 x float> %b)
  %v0 = insertelement <4 x float> undef, float %r, i32 0
  %v1 = insertelement <4 x float> %v0, float %d, i32 1
  %v2 = insertelement <4 x float> %v1, float %x, i32 2
  %v3 = insertelement <4 x float> %v2, float %y, i32 3
  call void @llvm.r600.store.swizzle(<4 x float> %v3, i32 0, i32 0)
  ret void
}
declare float @llvm.floor.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.exp2.f32(float)
declare float @llvm.r600.dot4(<4 x float>, <4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
