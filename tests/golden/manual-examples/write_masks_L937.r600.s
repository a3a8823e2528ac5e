; instructions: 6
; gprs: 4
; code bytes: 48
; alu groups: 1
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 1
; stack entries: 0
; 1 ALU groups, 4.00 slots/group, 4 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:4
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, 0.0
        z: MOV               R0.z, R3.z
        w: MOV               R0.w, 1.0
01 EXPORT_DONE PIXEL:0 R0.xyzw EOP
