; instructions: 28
; gprs: 5
; code bytes: 288
; alu groups: 6
; slots per group: 3.67
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 6 ALU groups, 3.67 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @34 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @5 CNT:28
     0  x: MAX_INT           __.x, R1.x, R1.z
        y: MIN_UINT          __.y, R1.y, R1.w
        z: ADD_INT           R0.z, R0.x, literal.x BS:VEC_120
        w: AND_INT           R0.w, R1.z, literal.y
        t: MULLO_INT         __.x, R1.x, R1.y
        literal: 0xfffff000, 0x000000ff
     1  x: ADD_INT           R2.x, PS, R1.z
        y: SUB_INT           R2.y, PV.x, PV.y
        z: SETGT_INT         __.z, R1.y, R1.x
        w: SETGT_UINT        R2.w, R0.x, literal.y
        t: LSHL_INT          R0.y, R1.w, literal.x
        literal: 0x00000003, 0x00000fff
     2  x: SETGT_UINT        R4.x, R0.z, literal.y
        y: ADD_INT           R4.y, R0.x, literal.z
        z: SETGT_UINT        R2.z, literal.w, R0.x
        w: CMOVE_INT         R3.w, PV.z, R1.w, R1.z
        t: ASHR_INT          __.z, R1.x, literal.x
        literal: 0x00000002, 0x00000fff, 0xffffe041, 0x00001fbf
     3  x: XOR_INT           R3.x, R2.x, R0.y
        y: ADD_INT           R3.y, R2.y, PS
        t: LSHR_INT          __.w, R1.y, 1
     4  x: CMOVE_INT         R0.x, R2.w, R0.x, literal.x
        z: OR_INT            R3.z, PS, R0.w
        t: CMOVE_INT         R1.x, R4.x, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
     5  x: CMOVE_INT         R2.x, R2.z, R4.y, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:64 R3.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4160 R3.xyzw INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R3.xyzw INDEX:R2 ES:3 SIZE:4095 EOP
