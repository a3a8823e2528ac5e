; instructions: 35
; gprs: 5
; code bytes: 336
; alu groups: 11
; slots per group: 2.09
; clauses: 5 alu, 0 tex, 1 vtx
; cf instructions: 11
; exports: 0
; stack entries: 1
; 11 ALU groups, 2.09 slots/group, 5 GPRs, 5 ALU / 0 TEX / 1 VTX clauses, 11 CF, stack 1
00 VTX @40 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @11 CNT:2
     0  y: MOV               R0.y, 0.0
        z: MOV               R0.z, 0.0
02 LOOP_START_DX10 @7
03 ALU_BREAK @13 CNT:3
     0  x: MOV               R2.x, R0.y
        w: MOV               R0.w, R0.z
     1  x: PRED_SETLT_INT    __.x, R0.y, R1.x UPDATE_EXEC_MASK UPDATE_PRED
04 ALU_BREAK @16 CNT:7
     0  x: ADD_INT           R3.x, R0.y, 1
        t: MULLO_INT         __.x, R0.y, R0.y
     1  x: ADD_INT           R4.x, PS, R0.z
        t: MOV               R2.x, PV.x
     2  w: MOV               R0.w, PV.x
     3  x: PRED_SETLE_INT    __.x, R4.x, literal.x UPDATE_EXEC_MASK UPDATE_PRED
        literal: 0x000001f4, 0x00000000
05 ALU @23 CNT:2
     0  y: MOV               R0.y, R3.x
        z: MOV               R0.z, R4.x BS:VEC_120
06 LOOP_END @3
07 ALU @25 CNT:14
     0  x: ADD_INT           R3.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R0.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        t: MOV               R1.x, R0.w
        literal: 0xfffff000, 0x00000fff, 0xffffe041, 0x00001fbf
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        y: MOV               R1.y, R2.x
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R2.x, PV.x, R3.x, literal.x
        t: CMOVE_INT         R3.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
08 MEM_SCRATCH WRITE_IND:64 R1.xy__ ES:3 SIZE:4095
09 MEM_SCRATCH WRITE_IND:4160 R1.xy__ INDEX:R2 ES:3 SIZE:4095
10 MEM_SCRATCH WRITE_IND:8191 R1.xy__ INDEX:R3 ES:3 SIZE:4095 EOP
