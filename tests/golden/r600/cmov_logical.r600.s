; instructions: 13
; gprs: 5
; code bytes: 128
; alu groups: 3
; slots per group: 2.00
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 3 ALU groups, 2.00 slots/group, 5 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:2
     0  x: ADD_INT           __.x, R0.x, R0.x
     1  x: ADD_INT           R1.x, PV.x, R0.x
01 VTX @10 CNT:3
     0  FETCH             R2.xyzw, R1.x, BUF:128 MFC:15
     1  FETCH             R3.xyzw, R1.x, BUF:128 MFC:15 OFFSET:16
     2  FETCH             R4.xyzw, R1.x, BUF:128 MFC:15 OFFSET:32
02 ALU @6 CNT:4
     0  x: CMOVE_INT         R1.x, R2.x, R4.x, R3.x
        y: CMOVE_INT         R1.y, R2.y, R4.y, R3.y
        z: CMOVE_INT         R1.z, R2.z, R4.z, R3.z
        w: CMOVE_INT         R1.w, R2.w, R4.w, R3.w
03 MEM_SCRATCH WRITE_IND:96 R1.xyzw ES:3 SIZE:4095 EOP
