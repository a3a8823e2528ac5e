; instructions: 58
; gprs: 8
; code bytes: 560
; alu groups: 12
; slots per group: 2.67
; clauses: 5 alu, 0 vtx
; cf instructions: 15
; stack entries: 0
; 12 ALU groups, 2.67 slots/group, 8 GPRs, 5 ALU / 5 TEX / 0 VTX clauses, 15 CF, stack 0
00 TEX @48 CNT:6
     0  GET_TEXTURE_RESINFO R1.x___, R4.0000, RID:0, SID:0
     1  GET_TEXTURE_RESINFO R0._y__, R4.0000, RID:0, SID:0
     2  GET_TEXTURE_RESINFO R0.__z_, R4.0000, RID:0, SID:0
     3  GET_TEXTURE_RESINFO R0.___w, R4.0000, RID:0, SID:0
     4  GET_TEXTURE_RESINFO R2.xyzw, R4.0000, RID:1, SID:0
     5  GET_TEXTURE_RESINFO R3.xyzw, R4.0000, RID:2, SID:0
01 ALU @15 CNT:18
     0  x: MOV               R2.x, R2.x
        y: MOV               R2.y, R2.y
        z: MOV               R2.z, R2.z
        w: MOV               R2.w, R2.w
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               R0.x, PS, 0.5
        y: MOV               R1.y, R3.y
        z: MOV               R1.z, R3.z
        w: MOV               R1.w, R3.w
        t: UINT_TO_FLT       __.y, R1.x
     2  x: MOV               R4.x, PS
        t: UINT_TO_FLT       __.z, R0.y
     3  x: MOV               R1.x, R3.x
        y: MOV               R4.y, PS
        t: UINT_TO_FLT       __.w, R0.z
     4  z: MOV               R4.z, PS
        t: FLT_TO_INT        R0.x, R0.x
     5  t: UINT_TO_FLT       R4.w, R0.w
02 TEX @60 CNT:1
     0  GET_TEXTURE_RESINFO R3.x___, R0.x000, RID:3, SID:0
03 ALU @33 CNT:2
     0  x: MOV               R5.x, R0.x
        t: UINT_TO_FLT       R3.x, R3.x
04 TEX @62 CNT:1
     0  GET_TEXTURE_RESINFO R0._y__, R5.x000, RID:3, SID:0
05 ALU @35 CNT:2
     0  x: MOV               R6.x, R0.x
        t: UINT_TO_FLT       R5.x, R0.y
06 TEX @64 CNT:1
     0  GET_TEXTURE_RESINFO R0.__z_, R6.x000, RID:3, SID:0
07 ALU @37 CNT:2
     0  x: MOV               R6.x, R0.x
        t: UINT_TO_FLT       R0.x, R0.z
08 TEX @66 CNT:2
     0  GET_TEXTURE_RESINFO R0.___w, R6.x000, RID:3, SID:0
     1  GET_TEXTURE_RESINFO R7.x___, R1.0000, RID:2, SID:0
09 ALU @39 CNT:8
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R5.x BS:VEC_120
        z: MOV               R0.z, R0.x BS:VEC_201
        t: UINT_TO_FLT       R0.w, R0.w
     1  x: MOV               R3.x, R7.x
        y: MOV               R3.y, R7.x BS:VEC_120
        z: MOV               R3.z, R7.x BS:VEC_201
     2  w: MOV               R3.w, R7.x
10 EXPORT PIXEL:0 R4.xyzw
11 EXPORT PIXEL:1 R2.xyzw
12 EXPORT PIXEL:2 R1.xyzw
13 EXPORT PIXEL:3 R0.xyzw
14 EXPORT_DONE PIXEL:4 R3.xyzw EOP
