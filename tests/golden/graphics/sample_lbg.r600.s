; instructions: 31
; gprs: 4
; code bytes: 272
; alu groups: 6
; slots per group: 3.00
; clauses: 4 alu, 3 tex, 0 vtx
; cf instructions: 10
; exports: 3
; stack entries: 0
; 6 ALU groups, 3.00 slots/group, 4 GPRs, 4 ALU / 3 TEX / 0 VTX clauses, 10 CF, stack 0
00 ALU @10 CNT:2
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.y
01 TEX @28 CNT:1
     0  SAMPLE            R1.xyzw, R0.xy00, RID:0, SID:1
02 ALU @12 CNT:6
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
        t: MOV               R1.x, R3.x
     1  y: MOV               R1.y, R3.y
03 TEX @30 CNT:1
     0  SAMPLE            R2.xyzw, R1.xy00, RID:0, SID:1
04 ALU @18 CNT:6
     0  x: MOV               R1.x, R2.x
        y: MOV               R1.y, R2.y
        z: MOV               R1.z, R2.z
        w: MOV               R1.w, R2.w
        t: MOV               R2.x, R3.x
     1  y: MOV               R2.y, R3.y
05 TEX @32 CNT:1
     0  SAMPLE            R3.xyzw, R2.xy00, RID:0, SID:1
06 ALU @24 CNT:4
     0  x: MOV               R2.x, R3.x
        y: MOV               R2.y, R3.y
        z: MOV               R2.z, R3.z
        w: MOV               R2.w, R3.w
07 EXPORT PIXEL:0 R0.xyzw
08 EXPORT PIXEL:1 R1.xyzw
09 EXPORT_DONE PIXEL:2 R2.xyzw EOP
