; instructions: 24
; gprs: 4
; code bytes: 224
; alu groups: 9
; slots per group: 2.22
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 9 ALU groups, 2.22 slots/group, 4 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:24 KC0[CB0:0-15]
     0  w: MOV               R1.w, 1.0
        t: UINT_TO_FLT       __.x, R0.y
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.x
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        R0.w, PV.x
     4  t: MULLO_INT         __.x, R0.z, KC0[0].x
     5  x: ADD_INT           R0.x, PS, R0.w
        t: INT_TO_FLT        R1.x, R0.w
     6  x: ADD_INT           R2.x, PV.x, literal.x
        y: SETGT_UINT        __.y, PV.x, literal.y
        z: ADD_INT           R0.z, PV.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, PV.x
        t: INT_TO_FLT        R1.y, R0.z
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     7  x: SETGT_UINT        __.x, PV.x, literal.x
        z: ADD               R1.z, R1.x, PS
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     8  x: CMOVE_INT         R2.x, PV.x, R2.x, literal.x
        t: CMOVE_INT         R3.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095
02 MEM_SCRATCH WRITE_IND:4096 R1.xyzw INDEX:R2 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:8191 R1.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
