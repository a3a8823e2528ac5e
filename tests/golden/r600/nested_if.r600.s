; instructions: 15
; gprs: 2
; code bytes: 160
; alu groups: 6
; slots per group: 1.83
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 6 ALU groups, 1.83 slots/group, 2 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @18 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @3 CNT:15
     0  x: AND_INT           __.x, R1.x, 1
        y: SETGT_INT         __.y, literal.x, R1.x
        z: SETGT_INT         R0.z, 0.0, R1.x
        t: INT_TO_FLT        __.x, R1.x
        literal: 0xffffffce, 0x00000000
     1  x: SETGE_DX10        __.x, PS, literal.x
        y: SETE_INT          R0.y, PV.x, 0.0
        z: CMOVE_INT         R1.z, PV.y, literal.y, 1
        literal: 0x42480000, 0x00000002
     2  x: CMOVE_INT         R1.x, PV.x, literal.x, literal.y
        literal: 0x00000005, 0x00000004
     3  y: CMOVE_INT         R0.y, R0.y, literal.x, PV.x
        literal: 0x00000003, 0x00000000
     4  z: CMOVE_INT         R0.z, R0.z, PV.y, R1.z
     5  y: MOV               R0.y, PV.z
02 MEM_SCRATCH WRITE_IND:0 R0._y__ ES:3 SIZE:4095 EOP
