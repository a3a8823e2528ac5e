; instructions: 34
; gprs: 3
; code bytes: 320
; alu groups: 10
; slots per group: 1.80
; clauses: 6 alu, 0 tex, 1 vtx
; cf instructions: 15
; exports: 0
; stack entries: 2
; 10 ALU groups, 1.80 slots/group, 3 GPRs, 6 ALU / 0 TEX / 1 VTX clauses, 15 CF, stack 2
00 VTX @38 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @15 CNT:2
     0  y: MOV               R0.y, 0.0
        z: MOV               R0.z, 0.0
02 LOOP_START_DX10 @11
03 ALU_BREAK @17 CNT:1
     0  x: PRED_SETLT_INT    __.x, R0.y, R1.x UPDATE_EXEC_MASK UPDATE_PRED
04 ALU_PUSH_BEFORE @18 CNT:3
     0  x: AND_INT           __.x, R0.y, 1
        y: ADD_INT           R1.y, R0.y, 1
     1  x: PRED_SETNE_INT    __.x, PV.x, 0.0 UPDATE_EXEC_MASK UPDATE_PRED
05 JUMP @7
06 ALU @21 CNT:1
     0  y: MOV               R0.y, R1.y
07 ELSE @9
08 ALU @22 CNT:3
     0  x: ADD_INT           __.x, R0.z, R1.y
        y: MOV               R0.y, R1.y
     1  z: ADD_INT           R0.z, PV.x, -1
09 POP @10 POP:1
10 LOOP_END @3
11 ALU @25 CNT:12
     0  x: ADD_INT           R1.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R1.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R1.x, literal.x
        t: CMOVE_INT         R2.x, R0.w, R1.z, literal.x
        literal: 0x3fff0000, 0x00000000
12 MEM_SCRATCH WRITE_IND:0 R0.__z_ ES:3 SIZE:4095
13 MEM_SCRATCH WRITE_IND:4096 R0.__z_ INDEX:R1 ES:3 SIZE:4095
14 MEM_SCRATCH WRITE_IND:8191 R0.__z_ INDEX:R2 ES:3 SIZE:4095 EOP
