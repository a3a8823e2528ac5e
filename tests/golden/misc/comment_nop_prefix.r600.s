corpus/misc/comment_nop_prefix.il:11:12: error: register type Timer is not supported by the compiler
mov r0.xy, Tmr.xyxx ; low and high words of the cycle counter
           ^^^^^^^^
