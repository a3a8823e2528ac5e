; instructions: 35
; gprs: 6
; code bytes: 368
; alu groups: 10
; slots per group: 2.90
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 10 ALU groups, 2.90 slots/group, 6 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @44 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @5 CNT:39
     0  x: AND_INT           __.x, R1.w, literal.x
        y: AND_INT           R0.y, R1.z, literal.y
        z: ADD_INT           R0.z, R1.x, R1.x
        w: ADD_INT           R0.w, R1.x, R1.x
        t: ADD_INT           R2.x, R0.x, literal.z
        literal: 0x00000003, 0x0000001f, 0xfffff000, 0x00000000
     1  x: XOR_INT           R3.x, PV.y, literal.y
        y: SETGT_UINT        R2.y, R0.x, literal.z
        z: SETGT_UINT        R2.z, PS, literal.z
        w: ADD_INT           R2.w, R0.x, literal.w
        t: LSHL_INT          __.x, PV.x, literal.x
        literal: 0x00000003, 0x0000001f, 0x00000fff, 0xffffe041
     2  x: AND_INT           R4.x, PS, literal.x
        y: AND_INT           R3.y, PS, literal.y
        z: SETGT_UINT        R3.z, literal.z, R0.x
        w: MOV               R5.w, R1.x
        t: LSHR_INT          R0.y, R1.y, R0.y
        literal: 0x0000001f, 0x00000020, 0x00001fbf, 0x00000000
     3  x: XOR_INT           __.x, PV.x, literal.x
        t: LSHR_INT          R4.z, R1.y, PV.x
        literal: 0x0000001f, 0x00000000
     4  x: CMOVE_INT         R0.x, R2.y, R0.x, literal.x
        t: LSHL_INT          __.w, R0.z, PV.x
        literal: 0x3fff0000, 0x00000000
     5  x: OR_INT            R3.x, R4.z, PS
        t: LSHL_INT          __.x, R0.w, R3.x
     6  x: OR_INT            R5.x, R0.y, PS
        t: LSHR_INT          __.y, R1.x, R4.x
     7  x: CMOVE_INT         R2.x, R2.z, R2.x, literal.y
        y: CMOVE_INT         R5.y, R3.y, R3.x, PS BS:VEC_021
        t: LSHR_INT          R0.z, R1.y, literal.x
        literal: 0x0000000d, 0x3fff0000
     8  x: CMOVE_INT         R1.x, R3.z, R2.w, literal.y
        t: LSHL_INT          __.w, R1.x, literal.x
        literal: 0x00000013, 0x3fff0000
     9  z: OR_INT            R5.z, R0.z, PS
02 MEM_SCRATCH WRITE_IND:64 R5.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4160 R5.xyzw INDEX:R2 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R5.xyzw INDEX:R1 ES:3 SIZE:4095 EOP
