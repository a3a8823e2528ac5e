; instructions: 19
; gprs: 5
; code bytes: 208
; alu groups: 3
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 3 ALU groups, 4.00 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @22 CNT:2
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
     1  FETCH             R2.xyzw, R0.x, BUF:128 MFC:15 OFFSET:1024
01 ALU @5 CNT:16
     0  x: ADD_INT           R4.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R0.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x BS:VEC_102
        t: ADD               R3.x, R1.x, R2.x
        literal: 0xfffff000, 0x00000fff, 0xffffe081, 0x00001f7f
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        y: ADD               R3.y, R1.y, R2.y
        z: ADD               R3.z, R1.z, R2.z
        w: ADD               R3.w, R1.w, R2.w
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R4.x, literal.x
        t: CMOVE_INT         R2.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:128 R3.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4224 R3.xyzw INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R3.xyzw INDEX:R2 ES:3 SIZE:4095 EOP
