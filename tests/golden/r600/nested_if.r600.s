; instructions: 25
; gprs: 3
; code bytes: 272
; alu groups: 6
; slots per group: 3.17
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 6 ALU groups, 3.17 slots/group, 3 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @32 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @5 CNT:26
     0  x: AND_INT           __.x, R1.x, 1
        y: SETGT_INT         __.y, literal.x, R1.x
        z: SETGT_INT         R0.z, 0.0, R1.x
        w: ADD_INT           R0.w, R0.x, literal.y BS:VEC_201
        t: INT_TO_FLT        __.x, R1.x BS:SCL_122
        literal: 0xffffffce, 0xfffff000
     1  x: SETGE_DX10        __.x, PS, literal.x
        y: SETE_INT          R0.y, PV.x, 0.0
        z: CMOVE_INT         R1.z, PV.y, literal.y, 1
        w: SETGT_UINT        R1.w, R0.x, literal.z
        t: SETGT_UINT        R1.x, PV.w, literal.z
        literal: 0x42480000, 0x00000002, 0x00000fff, 0x00000000
     2  x: CMOVE_INT         R2.x, PV.x, literal.x, literal.y
        y: ADD_INT           R1.y, R0.x, literal.z
        z: SETGT_UINT        R2.z, literal.w, R0.x
        literal: 0x00000005, 0x00000004, 0xffffe001, 0x00001fff
     3  x: CMOVE_INT         R0.x, R1.w, R0.x, literal.y
        y: CMOVE_INT         R0.y, R0.y, literal.x, PV.x
        t: CMOVE_INT         R1.x, R1.x, R0.w, literal.y
        literal: 0x00000003, 0x3fff0000
     4  x: CMOVE_INT         R2.x, R2.z, R1.y, literal.x
        z: CMOVE_INT         R0.z, R0.z, PV.y, R1.z BS:VEC_102
        literal: 0x3fff0000, 0x00000000
     5  y: MOV               R0.y, PV.z
02 MEM_SCRATCH WRITE_IND:0 R0._y__ ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4096 R0._y__ INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0._y__ INDEX:R2 ES:3 SIZE:4095 EOP
