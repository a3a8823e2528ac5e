; instructions: 21
; gprs: 4
; code bytes: 232
; alu groups: 9
; slots per group: 1.89
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 9 ALU groups, 1.89 slots/group, 4 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:25 KC0[CB1:0-15] KC1[CB0:0-15] WATERFALL
     0  x: AND_INT           __.x, R0.x, literal.x
        y: AND_INT           R0.y, R0.x, literal.y
        z: ADD_INT           R0.z, R0.x, literal.z
        w: SETGT_UINT        __.w, R0.x, literal.w
        t: MOV               R1.z, 0.0
        literal: 0x0000000f, 0x00000007, 0xfffff000, 0x00000fff
     1  x: MOVA_INT          __.x, PV.x
        y: SETGT_UINT        __.y, PV.z, literal.x
        z: ADD_INT           __.z, R0.x, literal.y
        w: SETGT_UINT        __.w, literal.z, R0.x
        t: CMOVE_INT         R0.x, PV.w, R0.x, literal.w
        literal: 0x00000fff, 0xffffe001, 0x00001fff, 0x3fff0000
     2  x: CMOVE_INT         R2.x, PV.y, R0.z, literal.x
        w: MOV               R1.w, 0.0
        t: CMOVE_INT         R3.x, PV.w, PV.z, literal.x
        literal: 0x3fff0000, 0x00000000
     3  x: NOP               __.x
     4  x: MOV               __.x, C0[AR.x].x
     5  x: MOVA_INT          __.x, R0.y
        t: ADD_INT           R1.x, PV.x, KC0[0].x
     6  x: NOP               __.x
     7  x: NOP               __.x
     8  y: ADD_INT           R1.y, C8[AR.x].z, KC1[3].w
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095
02 MEM_SCRATCH WRITE_IND:4096 R1.xyzw INDEX:R2 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:8191 R1.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
