; instructions: 38
; gprs: 6
; code bytes: 384
; alu groups: 8
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 8 ALU groups, 4.00 slots/group, 6 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @46 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @5 CNT:40 KC0[CB0:0-31] KC1[CB1:0-15]
     0  x: MULADD            R2.x, R1.x, KC0[0].x, 0.0
        y: MULADD            R0.y, R1.x, KC0[1].x, 0.0
        z: MULADD            R0.z, R1.x, KC0[2].x, 0.0
        w: MULADD            R0.w, R1.x, KC0[3].x, 0.0
        t: ADD_INT           R3.x, R0.x, literal.x
        literal: 0xfffff000, 0x00000000
     1  x: MULADD            R2.x, R1.y, KC0[0].y, PV.x
        y: MULADD            R0.y, R1.y, KC0[1].y, PV.y
        z: MULADD            R0.z, R1.y, KC0[2].y, PV.z
        w: MULADD            R0.w, R1.y, KC0[3].y, PV.w
        t: SETGT_UINT        R4.x, R0.x, literal.x
        literal: 0x00000fff, 0x00000000
     2  x: MULADD            R2.x, R1.z, KC0[0].z, PV.x
        y: MULADD            R0.y, R1.z, KC0[1].z, PV.y
        z: MULADD            R0.z, R1.z, KC0[2].z, PV.z
        w: MULADD            R0.w, R1.z, KC0[3].z, PV.w
        t: SETGT_UINT        R5.x, R3.x, literal.x
        literal: 0x00000fff, 0x00000000
     3  x: MULADD            R1.x, R1.w, KC0[0].w, PV.x
        y: MULADD            R0.y, R1.w, KC0[1].w, PV.y
        z: MULADD            R0.z, R1.w, KC0[2].w, PV.z
        w: MULADD            R0.w, R1.w, KC0[3].w, PV.w
        t: ADD_INT           R2.x, R0.x, literal.x
        literal: 0xffffe041, 0x00000000
     4  x: ADD               __.x, PV.x, KC1[2].x
        y: ADD               __.y, PV.y, KC1[2].y
        z: ADD               __.z, PV.z, KC1[2].z
        w: ADD               __.w, PV.w, KC1[2].w
        t: SETGT_UINT        R1.x, literal.x, R0.x
        literal: 0x00001fbf, 0x00000000
     5  x: MUL               R0.x, PV.x, KC0[20].x
        y: MUL               R0.y, PV.y, KC0[20].x
        z: MUL               R0.z, PV.z, KC0[20].x
        w: MUL               R0.w, PV.w, KC0[20].x
        t: CMOVE_INT         R4.x, R4.x, R0.x, literal.x
        literal: 0x3fff0000, 0x00000000
     6  x: CMOVE_INT         R3.x, R5.x, R3.x, literal.x
        literal: 0x3fff0000, 0x00000000
     7  x: CMOVE_INT         R1.x, R1.x, R2.x, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:64 R0.xyzw INDEX:R4 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4160 R0.xyzw INDEX:R3 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0.xyzw INDEX:R1 ES:3 SIZE:4095 EOP
