; Mirrors tests/corpus/graphics/loop_sample.il: the IL's loop as written (i from 0 while
; i < 4): sum += SAMPLE(resource 0, sampler 0, coord); coord += (0.125, 0.0625, 0, 0);
; the sum (starting at 0) is exported to render target 0. Interpolant v1 is the initial coord.
define amdgpu_ps void @main(<4 x float> inreg %v1) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %sum = phi <4 x float> [ zeroinitializer, %entry ], [ %sum.next, %body ]
  %coord = phi <4 x float> [ %v1, %entry ], [ %coord.next, %body ]
  %done = icmp sge i32 %i, 4
  br i1 %done, label %exit, label %body
body:
  %t = call <4 x float> @llvm.r600.tex(<4 x float> %coord, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1)
  %sum.next = fadd <4 x float> %sum, %t
  %coord.next = fadd <4 x float> %coord, <float 0.125, float 0.0625, float 0.0, float 0.0>
  %i.next = add i32 %i, 1
  br label %head
exit:
  call void @llvm.r600.store.swizzle(<4 x float> %sum, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.r600.tex(<4 x float>, i32, i32, i32, i32, i32, i32, i32, i32, i32) readnone
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
