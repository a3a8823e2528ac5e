; instructions: 53
; gprs: 6
; code bytes: 544
; alu groups: 11
; slots per group: 3.18
; clauses: 3 alu, 0 tex, 2 vtx
; cf instructions: 12
; exports: 0
; stack entries: 0
; 11 ALU groups, 3.18 slots/group, 6 GPRs, 3 ALU / 0 TEX / 2 VTX clauses, 12 CF, stack 0
00 ALU @12 CNT:11
     0  x: MOV               R0.x, 0.0
        y: MOV               R1.y, 0.0
        z: MOV               R0.z, 0.0
        w: MOV               R0.w, 0.0
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        y: MOV               R0.y, 0.0
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R1.z, PV.x
     3  t: FLT_TO_INT        R1.w, PV.x
01 VTX @56 CNT:5
     0  FETCH             R2.x___, R0.x, BUF:128 MFC:3 OFFSET:32
     1  FETCH             R2._y__, R1.y, BUF:128 MFC:7 OFFSET:32
     2  FETCH             R2.__z_, R0.z, BUF:128 MFC:11 OFFSET:32
     3  FETCH             R2.___w, R0.w, BUF:128 MFC:15 OFFSET:32
     4  FETCH             R3.x___, R0.y, BUF:128 MFC:3 OFFSET:64
02 ALU @23 CNT:13
     0  x: ADD_INT           R1.x, R1.z, literal.x
        y: SETGT_UINT        __.y, R1.z, literal.y
        z: ADD_INT           R0.z, R1.z, literal.z
        w: SETGT_UINT        R0.w, literal.w, R1.z
        t: ADD               R0.x, R2.x, R3.x
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        t: CMOVE_INT         R3.x, PV.y, R1.z, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R1.x, literal.x
        t: CMOVE_INT         R4.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
03 MEM_SCRATCH WRITE_IND:0 R0.x___ INDEX:R3 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:4096 R0.x___ INDEX:R1 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:8191 R0.x___ INDEX:R4 ES:3 SIZE:4095
06 VTX @66 CNT:1
     0  FETCH             R0._xz_, R1.z, BUF:128 MFC:11
07 ALU @36 CNT:19
     0  x: ADD_INT           R0.x, R1.w, literal.x
        y: SETGT_UINT        __.y, R1.w, literal.y
        z: ADD_INT           R3.z, R1.w, literal.z
        w: SETGT_UINT        R0.w, literal.w, R1.w
        t: ADD               R1.x, R2.x, R0.y
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        y: MOV               R4.y, R2.z
        z: ADD               R1.z, R2.z, R0.z
        w: MOV               R4.w, R2.x
        t: CMOVE_INT         R2.x, PV.y, R1.w, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R0.x, PV.x, R0.x, literal.x
        z: MOV               R4.z, R2.y
        t: CMOVE_INT         R3.x, R0.w, R3.z, literal.x
        literal: 0x3fff0000, 0x00000000
     3  x: MOV               R4.x, R2.w
        t: MOV               R5.x, 0.0
08 MEM_SCRATCH WRITE_IND:0 R1.x_z_ INDEX:R2 ES:3 SIZE:4095
09 MEM_SCRATCH WRITE_IND:4096 R1.x_z_ ES:3 SIZE:4095
10 MEM_SCRATCH WRITE_IND:8191 R1.x_z_ INDEX:R3 ES:3 SIZE:4095
11 MEM_SCRATCH WRITE_IND:3 R4.xyzw INDEX:R5 ES:3 SIZE:4095 EOP
