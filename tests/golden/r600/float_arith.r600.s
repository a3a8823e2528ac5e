; instructions: 37
; gprs: 8
; code bytes: 368
; alu groups: 7
; slots per group: 3.71
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 9
; exports: 0
; stack entries: 0
; 7 ALU groups, 3.71 slots/group, 8 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 9 CF, stack 0
00 ALU @9 CNT:1
     0  x: ADD_INT           R0.x, R0.x, R0.x
01 VTX @42 CNT:2
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
     1  FETCH             R2.xyzw, R0.x, BUF:128 MFC:15 OFFSET:16
02 ALU @10 CNT:32
     0  x: MULADD            R3.x, R1.x, R2.x, 0.0
        y: SETGT_DX10        __.y, literal.x, R1.x BS:VEC_102
        z: MUL               R4.z, R1.z, R2.z
        w: ADD_INT           R0.w, R0.x, literal.y BS:VEC_201
        t: SETGT_UINT        R5.x, R0.x, literal.z
        literal: 0xbf800000, 0xfffff000, 0x00000fff, 0x00000000
     1  x: MULADD            R3.x, R1.y, R2.y, PV.x
        y: CMOVE_INT         R0.y, PV.y, R1.x, literal.x
        z: SETGT_UINT        R0.z, PV.w, literal.y
        w: ADD_INT           R3.w, R0.x, literal.z
        t: SETGT_UINT        R6.x, literal.w, R0.x BS:SCL_122
        literal: 0xbf800000, 0x00000fff, 0xffffe081, 0x00001f7f
     2  x: ADD               R7.x, R4.z, PV.x
        y: SETGT_DX10        __.y, PV.y, 1.0
        z: MAX_DX10          __.z, PV.y, PV.y
        w: ADD_INT           R5.w, R0.x, literal.x
        t: SETGT_UINT        R3.x, literal.y, R0.x
        literal: 0xffffe082, 0x00001f7e
     3  x: ADD               R4.x, R1.x, R2.x
        y: ADD               R4.y, R1.y, -R2.y
        z: CMOVE_INT         R7.z, PV.y, PV.z, 1.0
        w: MULADD            R4.w, R1.x, R2.y, R1.w
        t: MULADD            R7.y, R1.w, R2.w, PV.x
     4  x: CMOVE_INT         R0.x, R5.x, R0.x, literal.x
        w: MUL               R7.w, R1.y, R2.z
        t: CMOVE_INT         R1.x, R0.z, R0.w, literal.x
        literal: 0x3fff0000, 0x00000000
     5  x: CMOVE_INT         R2.x, R6.x, R3.w, literal.x
        t: CMOVE_INT         R3.x, R3.x, R5.w, literal.x BS:SCL_122
        literal: 0x3fff0000, 0x00000000
03 MEM_SCRATCH WRITE_IND:128 R4.xyzw ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:4224 R4.xyzw INDEX:R1 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:8191 R4.xyzw INDEX:R2 ES:3 SIZE:4095
06 MEM_SCRATCH WRITE_IND:129 R7.xyzw ES:3 SIZE:4095
07 MEM_SCRATCH WRITE_IND:4225 R7.xyzw INDEX:R1 ES:3 SIZE:4095
08 MEM_SCRATCH WRITE_IND:8191 R7.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
