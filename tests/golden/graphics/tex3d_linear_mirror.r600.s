; instructions: 12
; gprs: 4
; code bytes: 112
; alu groups: 2
; slots per group: 3.50
; clauses: 2 alu, 1 tex, 0 vtx
; cf instructions: 4
; exports: 1
; stack entries: 0
; 2 ALU groups, 3.50 slots/group, 4 GPRs, 2 ALU / 1 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:3
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.y
        z: MOV               R0.z, R3.z
01 TEX @12 CNT:1
     0  SAMPLE            R1.xyzw, R0.xyz0, RID:0, SID:0
02 ALU @7 CNT:4
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
03 EXPORT_DONE PIXEL:0 R0.xyzw EOP
