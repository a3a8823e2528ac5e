; instructions: 23
; gprs: 6
; code bytes: 256
; alu groups: 6
; slots per group: 2.33
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 6
; exports: 0
; stack entries: 0
; 6 ALU groups, 2.33 slots/group, 6 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 6 CF, stack 0
00 ALU @6 CNT:2
     0  x: ADD_INT           __.x, R0.x, R0.x
     1  x: ADD_INT           R1.x, PV.x, R0.x
01 VTX @26 CNT:3
     0  FETCH             R2.xyzw, R1.x, BUF:128 MFC:15
     1  FETCH             R3.xyzw, R1.x, BUF:128 MFC:15 OFFSET:16
     2  FETCH             R4.xyzw, R1.x, BUF:128 MFC:15 OFFSET:32
02 ALU @8 CNT:17
     0  x: ADD_INT           R5.x, R0.x, literal.x
        y: SETGT_UINT        R0.y, R0.x, literal.y
        z: ADD_INT           R0.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        t: CMOVE_INT         R1.y, R2.y, R4.y, R3.y
        literal: 0xfffff000, 0x00000fff, 0xffffe061, 0x00001f9f
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        z: CMOVE_INT         R1.z, R2.z, R4.z, R3.z
        w: CMOVE_INT         R1.w, R2.w, R4.w, R3.w
        t: CMOVE_INT         R1.x, R2.x, R4.x, R3.x
        literal: 0x00000fff, 0x00000000
     2  x: CMOVE_INT         R0.x, R0.y, R0.x, literal.x
        t: CMOVE_INT         R2.x, PV.x, R5.x, literal.x BS:SCL_122
        literal: 0x3fff0000, 0x00000000
     3  x: CMOVE_INT         R3.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
03 MEM_SCRATCH WRITE_IND:96 R1.xyzw ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:4192 R1.xyzw INDEX:R2 ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:8191 R1.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
