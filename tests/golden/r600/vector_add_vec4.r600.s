; instructions: 9
; gprs: 3
; code bytes: 96
; alu groups: 1
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 1 ALU groups, 4.00 slots/group, 3 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @8 CNT:2
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
     1  FETCH             R2.xyzw, R0.x, BUF:128 MFC:15 OFFSET:1024
01 ALU @3 CNT:4
     0  x: ADD               R1.x, R1.x, R2.x
        y: ADD               R1.y, R1.y, R2.y
        z: ADD               R1.z, R1.z, R2.z
        w: ADD               R1.w, R1.w, R2.w
02 MEM_SCRATCH WRITE_IND:128 R1.xyzw ES:3 SIZE:4095 EOP
