; instructions: 41
; gprs: 5
; code bytes: 384
; alu groups: 8
; slots per group: 4.38
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 8 ALU groups, 4.38 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @46 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @5 CNT:41
     0  x: SETE_DX10         R2.x, R1.x, 0.0
        y: SETE_DX10         R0.y, R1.y, 0.0
        z: OR_INT            R0.z, R1.x, R1.y
        w: SETE_DX10         R0.w, R1.z, 0.0
        t: SETE_DX10         R3.x, R1.w, 0.0
     1  x: AND_INT           __.x, R1.z, R1.w
        y: ADD               R2.y, R1.x, -R1.y
        z: ADD               R2.z, R1.z, R1.w
        w: MULADD            R2.w, R1.x, R1.y, R1.z
        t: MIN_DX10          R4.x, R1.x, R1.y
     2  x: AND_INT           __.x, R2.x, R0.y
        y: AND_INT           __.y, R0.z, literal.x
        z: MAX_DX10          R0.z, R1.z, R1.w BS:VEC_120
        w: AND_INT           R0.w, R0.w, R3.x
        t: AND_INT           R2.x, PV.x, literal.x
        literal: 0x80000000, 0x00000000
     3  x: ADD               __.x, R1.x, R1.y
        y: ADD               __.y, R1.z, -R1.w
        z: MUL               __.z, R2.y, R2.z
        w: MULADD            R2.w, R2.w, R1.w, R1.x
        t: CMOVE_INT         R3.x, PV.x, R4.x, PV.y
     4  x: CMOVE_INT         R1.x, R0.w, R0.z, R2.x
        y: MUL               __.y, R1.x, R1.z BS:VEC_021
        z: MULADD            R2.z, PV.x, PV.y, PV.z
        w: ADD_INT           R0.w, R0.x, literal.x BS:VEC_120
        t: MULADD            R2.x, PV.w, 0.5, R1.y BS:SCL_122
        literal: 0xfffff000, 0x00000000
     5  x: MUL               __.x, PV.z, literal.x
        y: MULADD            R2.y, R3.x, PV.x, -PV.y
        z: SETGT_UINT        __.z, R0.x, literal.y BS:VEC_120
        w: SETGT_UINT        R1.w, PV.w, literal.y
        t: ADD_INT           R1.x, R0.x, literal.z
        literal: 0x3e800000, 0x00000fff, 0xffffe041, 0x00000000
     6  x: SETGT_UINT        __.x, literal.x, R0.x
        w: MULADD            R2.w, R2.x, PV.y, PV.x
        t: CMOVE_INT         R0.x, PV.z, R0.x, literal.y
        literal: 0x00001fbf, 0x3fff0000
     7  x: CMOVE_INT         R1.x, R1.w, R0.w, literal.x
        t: CMOVE_INT         R3.x, PV.x, R1.x, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:64 R2.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4160 R2.xyzw INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R2.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
