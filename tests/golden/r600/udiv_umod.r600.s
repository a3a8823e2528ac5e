; instructions: 14
; gprs: 4
; code bytes: 128
; alu groups: 6
; slots per group: 1.67
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 6 ALU groups, 1.67 slots/group, 4 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @14 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @3 CNT:11
     0  x: SETE_INT          R2.x, R1.y, 0.0
        t: RECIP_UINT        __.x, R1.y
     1  t: MULHI_UINT        __.y, R1.x, PS
     2  x: CMOVE_INT         R2.x, R2.x, PS, literal.x
        t: MULLO_UINT        __.z, PS, R1.y
        literal: 0xfffffffe, 0x00000000
     3  x: SUB_INT           R3.x, R1.x, PS
     4  x: SETGE_UINT        __.x, PV.x, R1.y
        y: SUB_INT           __.y, PV.x, R1.y
     5  z: SUB_INT           R0.z, R2.x, PV.x
        w: CMOVE_INT         R0.w, PV.x, R3.x, PV.y
02 MEM_SCRATCH WRITE_IND:0 R0.__zw ES:3 SIZE:4095 EOP
