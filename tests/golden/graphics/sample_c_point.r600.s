; instructions: 23
; gprs: 5
; code bytes: 208
; alu groups: 4
; slots per group: 3.50
; clauses: 3 alu, 2 tex, 0 vtx
; cf instructions: 7
; exports: 2
; stack entries: 0
; 4 ALU groups, 3.50 slots/group, 5 GPRs, 3 ALU / 2 TEX / 0 VTX clauses, 7 CF, stack 0
00 ALU @7 CNT:3
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.y
        w: MOV               R0.w, R4.x BS:VEC_120
01 TEX @22 CNT:1
     0  SAMPLE_C          R1.xyzw, R0.xy0w, RID:0, SID:3
02 ALU @10 CNT:7
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
        t: MOV               R1.x, R3.x
     1  y: MOV               R1.y, R3.y
        w: MOV               R1.w, R4.x
03 TEX @24 CNT:1
     0  SAMPLE_C          R2.xyzw, R1.xy0w, RID:0, SID:3
04 ALU @17 CNT:4
     0  x: MOV               R1.x, R2.x
        y: MOV               R1.y, R2.y
        z: MOV               R1.z, R2.z
        w: MOV               R1.w, R2.w
05 EXPORT PIXEL:0 R0.xyzw
06 EXPORT_DONE PIXEL:1 R1.xyzw EOP
