; instructions: 29
; gprs: 6
; code bytes: 304
; alu groups: 7
; slots per group: 2.86
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 8
; exports: 0
; stack entries: 0
; 7 ALU groups, 2.86 slots/group, 6 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 8 CF, stack 0
00 VTX @36 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @8 CNT:28
     0  x: ADD_INT           R0.x, R0.x, R0.x
        t: SQRT_IEEE         R2.x, R1.x
     1  x: ADD_INT           R3.x, PV.x, literal.x
        y: SETGT_UINT        R0.y, PV.x, literal.y
        z: ADD_INT           R0.z, PV.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, PV.x
        t: RECIPSQRT_IEEE    R2.y, R1.x
        literal: 0xfffff000, 0x00000fff, 0xffffe021, 0x00001fdf
     2  x: SETGT_UINT        R4.x, PV.x, literal.x
        y: ADD_INT           R3.y, R0.x, literal.y
        z: SETGT_UINT        R3.z, literal.z, R0.x
        w: MOV               R5.w, R2.x BS:VEC_201
        t: EXP_IEEE          R2.z, R1.y
        literal: 0x00000fff, 0xffffe022, 0x00001fde, 0x00000000
     3  x: CMOVE_INT         R0.x, R0.y, R0.x, literal.x
        t: LOG_IEEE          R2.w, R1.z
        literal: 0x3fff0000, 0x00000000
     4  x: CMOVE_INT         R3.x, R4.x, R3.x, literal.x
        t: RECIP_CLAMPED     R5.x, R1.z
        literal: 0x3fff0000, 0x00000000
     5  x: CMOVE_INT         R4.x, R0.w, R0.z, literal.x
        t: SIN               R5.y, R1.w
        literal: 0x3fff0000, 0x00000000
     6  x: CMOVE_INT         R1.x, R3.z, R3.y, literal.x
        t: COS               R5.z, R1.w
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:32 R2.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4128 R2.xyzw INDEX:R3 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R2.xyzw INDEX:R4 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:33 R5.xyzw ES:3 SIZE:4095
06 MEM_SCRATCH WRITE_IND:4129 R5.xyzw INDEX:R3 ES:3 SIZE:4095
07 MEM_SCRATCH WRITE_IND:8191 R5.xyzw INDEX:R1 ES:3 SIZE:4095 EOP
