; instructions: 14
; gprs: 4
; code bytes: 128
; alu groups: 7
; slots per group: 1.29
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 7 ALU groups, 1.29 slots/group, 4 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 4 CF, stack 0
00 VTX @14 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @4 CNT:9
     0  x: ADD_INT           R0.x, R0.x, R0.x
        t: SQRT_IEEE         R2.x, R1.x
     1  w: MOV               R3.w, PS
        t: RECIPSQRT_IEEE    R2.y, R1.x
     2  t: EXP_IEEE          R2.z, R1.y
     3  t: LOG_IEEE          R2.w, R1.z
     4  t: RECIP_CLAMPED     R3.x, R1.z
     5  t: SIN               R3.y, R1.w
     6  t: COS               R3.z, R1.w
02 MEM_SCRATCH WRITE_IND:32 R2.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:33 R3.xyzw ES:3 SIZE:4095 EOP
