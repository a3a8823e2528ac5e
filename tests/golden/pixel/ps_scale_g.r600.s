; instructions: 29
; gprs: 4
; code bytes: 272
; alu groups: 10
; slots per group: 2.20
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 6
; exports: 0
; stack entries: 0
; 10 ALU groups, 2.20 slots/group, 4 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 6 CF, stack 0
00 ALU @6 CNT:10 KC0[CB0:0-15]
     0  t: UINT_TO_FLT       __.x, R0.y
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.x
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        R0.w, PV.x
     4  t: MULLO_INT         __.x, R0.z, KC0[1].x
     5  x: ADD_INT           R0.x, PS, R0.w
        t: INT_TO_FLT        R0.y, R0.w
     6  t: INT_TO_FLT        R0.z, R0.z
01 VTX @32 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
02 ALU @16 CNT:16 KC0[CB0:0-15]
     0  x: ADD_INT           R3.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R3.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        t: MULADD            R2.x, R1.x, KC0[0].x, R0.y BS:SCL_212
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        y: MULADD            R2.y, R1.y, KC0[0].y, R0.z
        z: MULADD            R2.z, R1.z, KC0[0].z, 0.0
        w: MULADD            R2.w, R1.w, KC0[0].w, 0.0
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R3.x, literal.x
        t: CMOVE_INT         R3.x, R0.w, R3.z, literal.x
        literal: 0x3fff0000, 0x00000000
03 MEM_SCRATCH WRITE_IND:0 R2.xyzw ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:4096 R2.xyzw INDEX:R1 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:8191 R2.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
