; instructions: 6
; gprs: 2
; code bytes: 48
; alu groups: 1
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 0
; stack entries: 0
; 1 ALU groups, 4.00 slots/group, 2 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:4
     0  x: MOV               R1.x, R0.x
        y: MOV               R1.y, 0.0
        z: MOV               R1.z, 0.0
        w: MOV               R1.w, 0.0
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095 EOP
