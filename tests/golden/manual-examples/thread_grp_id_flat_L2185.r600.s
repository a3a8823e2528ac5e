; instructions: 7
; gprs: 3
; code bytes: 56
; alu groups: 1
; slots per group: 5.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 0
; stack entries: 0
; 1 ALU groups, 5.00 slots/group, 3 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:5
     0  x: MOV               R0.x, R2.x
        y: MOV               R0.y, R2.y
        z: MOV               R0.z, R2.z
        w: MOV               R0.w, R2.x
        t: MOV               R1.x, R2.w
01 MEM_SCRATCH WRITE_IND:0 R0.xyzw INDEX:R1 ES:3 SIZE:4095 EOP
