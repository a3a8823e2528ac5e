; instructions: 60
; gprs: 12
; code bytes: 592
; alu groups: 11
; slots per group: 3.82
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 17
; exports: 0
; stack entries: 0
; 11 ALU groups, 3.82 slots/group, 12 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 17 CF, stack 0
00 VTX @72 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @17 CNT:54
     0  x: ADD_INT           R2.x, R1.x, R1.y
        y: MIN_INT           R3.y, R1.x, R1.y
        z: MAX_UINT          R3.z, R1.x, R1.y
        w: SUB_INT           R2.w, 0.0, R1.x
        t: LSHL_INT          __.x, R0.x, literal.x
        literal: 0x00000002, 0x00000000
     1  x: ADD_INT           R0.x, PS, R0.x
        y: SETNE_INT         R4.y, R1.x, R1.y
        z: SETGT_INT         R4.z, R1.y, R1.x BS:VEC_021
        w: MIN_UINT          R3.w, R1.x, R1.y
        t: MULLO_INT         R2.y, R1.x, R1.y
     2  x: ADD_INT           R5.x, PV.x, literal.x
        y: SETGT_UINT        R0.y, PV.x, literal.y
        z: ADD_INT           R0.z, PV.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, PV.x
        t: ADD_INT           R2.z, PS, R1.x
        literal: 0xfffff000, 0x00000fff, 0xffffe041, 0x00001fbf
     3  x: SETGT_UINT        R6.x, PV.x, literal.x
        y: ADD_INT           R5.y, R0.x, literal.y
        z: SETGT_UINT        R1.z, literal.z, R0.x
        w: ADD_INT           R1.w, R0.x, literal.w
        t: MAX_INT           R3.x, R1.x, R1.y
        literal: 0x00000fff, 0xffffe042, 0x00001fbe, 0xffffe043
     4  x: SETGT_UINT        R7.x, literal.x, R0.x
        y: ADD_INT           R6.y, R0.x, literal.y
        z: SETGT_UINT        R5.z, literal.z, R0.x
        w: ADD_INT           R5.w, R0.x, literal.w
        t: SETE_INT          R4.x, R1.x, R1.y
        literal: 0x00001fbd, 0xffffe044, 0x00001fbc, 0xffffe045
     5  x: SETGT_UINT        R9.x, literal.x, R0.x
        y: SETGE_UINT        R8.y, R1.x, R1.y
        z: AND_INT           R8.z, R1.x, R1.y
        w: SETGE_INT         R4.w, R1.x, R1.y
        t: SETGT_UINT        R8.x, R1.y, R1.x BS:SCL_122
        literal: 0x00001fbb, 0x00000000
     6  x: XOR_INT           R10.x, R1.x, R1.y
        y: NOT_INT           R10.y, R1.x
        z: SUB_INT           R10.z, R1.x, R1.y
        w: OR_INT            R8.w, R1.x, R1.y
        t: ADD_INT           R10.w, R1.x, 1.0
     7  x: CMOVE_INT         R0.x, R0.y, R0.x, literal.x BS:VEC_102
        t: CMOVE_INT         R1.x, R6.x, R5.x, literal.x
        literal: 0x3fff0000, 0x00000000
     8  x: CMOVE_INT         R5.x, R0.w, R0.z, literal.x
        t: CMOVE_INT         R6.x, R1.z, R5.y, literal.x
        literal: 0x3fff0000, 0x00000000
     9  x: CMOVE_INT         R7.x, R7.x, R1.w, literal.x
        t: CMOVE_INT         R11.x, R5.z, R6.y, literal.x
        literal: 0x3fff0000, 0x00000000
    10  x: CMOVE_INT         R9.x, R9.x, R5.w, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:64 R2.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4160 R2.xyzw INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R2.xyzw INDEX:R5 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:65 R3.xyzw ES:3 SIZE:4095
06 MEM_SCRATCH WRITE_IND:4161 R3.xyzw INDEX:R1 ES:3 SIZE:4095
07 MEM_SCRATCH WRITE_IND:8191 R3.xyzw INDEX:R6 ES:3 SIZE:4095
08 MEM_SCRATCH WRITE_IND:66 R4.xyzw ES:3 SIZE:4095
09 MEM_SCRATCH WRITE_IND:4162 R4.xyzw INDEX:R1 ES:3 SIZE:4095
10 MEM_SCRATCH WRITE_IND:8191 R4.xyzw INDEX:R7 ES:3 SIZE:4095
11 MEM_SCRATCH WRITE_IND:67 R8.xyzw ES:3 SIZE:4095
12 MEM_SCRATCH WRITE_IND:4163 R8.xyzw INDEX:R1 ES:3 SIZE:4095
13 MEM_SCRATCH WRITE_IND:8191 R8.xyzw INDEX:R11 ES:3 SIZE:4095
14 MEM_SCRATCH WRITE_IND:68 R10.xyzw ES:3 SIZE:4095
15 MEM_SCRATCH WRITE_IND:4164 R10.xyzw INDEX:R1 ES:3 SIZE:4095
16 MEM_SCRATCH WRITE_IND:8191 R10.xyzw INDEX:R9 ES:3 SIZE:4095 EOP
