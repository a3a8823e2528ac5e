; instructions: 37
; gprs: 7
; code bytes: 336
; alu groups: 10
; slots per group: 2.30
; clauses: 2 alu, 2 tex, 0 vtx
; cf instructions: 9
; exports: 5
; stack entries: 0
; 10 ALU groups, 2.30 slots/group, 7 GPRs, 2 ALU / 2 TEX / 0 VTX clauses, 9 CF, stack 0
00 TEX @32 CNT:3
     0  GET_TEXTURE_RESINFO R1.xyzw, R0.0000, RID:0, SID:0
     1  GET_TEXTURE_RESINFO R2.xyzw, R0.0000, RID:1, SID:0
     2  GET_TEXTURE_RESINFO R3.xyzw, R0.0000, RID:2, SID:0
01 ALU @9 CNT:15
     0  x: MOV               R0.x, R2.x
        y: MOV               R0.y, R2.y
        z: MOV               R0.z, R2.z
        w: MOV               R0.w, R2.w
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        y: MOV               R4.y, R3.y
        z: MOV               R4.z, R3.z
        w: MOV               R4.w, R3.w
        t: UINT_TO_FLT       R2.x, R1.x
     2  x: MOV               R4.x, R3.x
        t: FLT_TO_INT        R3.x, PV.x
     3  t: UINT_TO_FLT       R2.y, R1.y
     4  t: UINT_TO_FLT       R2.z, R1.z
     5  t: UINT_TO_FLT       R2.w, R1.w
02 TEX @38 CNT:2
     0  GET_TEXTURE_RESINFO R1.xyzw, R3.x000, RID:3, SID:0
     1  GET_TEXTURE_RESINFO R5.x___, R0.0000, RID:2, SID:0
03 ALU @24 CNT:8
     0  x: MOV               R6.x, R5.x
        y: MOV               R6.y, R5.x BS:VEC_120
        t: UINT_TO_FLT       R3.x, R1.x
     1  z: MOV               R6.z, R5.x
        w: MOV               R6.w, R5.x BS:VEC_120
        t: UINT_TO_FLT       R3.y, R1.y
     2  t: UINT_TO_FLT       R3.z, R1.z
     3  t: UINT_TO_FLT       R3.w, R1.w
04 EXPORT PIXEL:0 R2.xyzw
05 EXPORT PIXEL:1 R0.xyzw
06 EXPORT PIXEL:2 R4.xyzw
07 EXPORT PIXEL:3 R3.xyzw
08 EXPORT_DONE PIXEL:4 R6.xyzw EOP
