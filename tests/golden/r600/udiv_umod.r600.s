; instructions: 24
; gprs: 5
; code bytes: 256
; alu groups: 6
; slots per group: 3.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 6 ALU groups, 3.00 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @30 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @5 CNT:25
     0  x: SETE_INT          R2.x, R1.y, 0.0
        y: ADD_INT           R0.y, R0.x, literal.x
        z: SETGT_UINT        R0.z, R0.x, literal.y
        w: ADD_INT           R0.w, R0.x, literal.z
        t: RECIP_UINT        __.x, R1.y
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00000000
     1  x: SETGT_UINT        R3.x, PV.y, literal.x
        y: SETGT_UINT        R2.y, literal.y, R0.x
        t: MULHI_UINT        __.y, R1.x, PS
        literal: 0x00000fff, 0x00001fff
     2  x: CMOVE_INT         R2.x, R2.x, PS, literal.x
        t: MULLO_UINT        __.z, PS, R1.y
        literal: 0xfffffffe, 0x00000000
     3  x: SUB_INT           R0.x, R1.x, PS
        t: CMOVE_INT         R4.x, R0.z, R0.x, literal.x
        literal: 0x3fff0000, 0x00000000
     4  x: SETGE_UINT        __.x, PV.x, R1.y
        y: SUB_INT           __.y, PV.x, R1.y
        t: CMOVE_INT         R1.x, R3.x, R0.y, literal.x BS:SCL_122
        literal: 0x3fff0000, 0x00000000
     5  x: CMOVE_INT         R0.x, R2.y, R0.w, literal.x
        z: SUB_INT           R0.z, R2.x, PV.x
        w: CMOVE_INT         R0.w, PV.x, R0.x, PV.y
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:0 R0.__zw INDEX:R4 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4096 R0.__zw INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0.__zw ES:3 SIZE:4095 EOP
