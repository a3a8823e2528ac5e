; instructions: 23
; gprs: 2
; code bytes: 192
; alu groups: 7
; slots per group: 1.43
; clauses: 5 alu, 0 tex, 1 vtx
; cf instructions: 12
; exports: 0
; stack entries: 2
; 7 ALU groups, 1.43 slots/group, 2 GPRs, 5 ALU / 0 TEX / 1 VTX clauses, 12 CF, stack 2
00 VTX @22 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @12 CNT:2
     0  y: MOV               R0.y, 0.0
        z: MOV               R0.z, 0.0
02 LOOP_START_DX10 @11
03 ALU_BREAK @14 CNT:1
     0  x: PRED_SETLT_INT    __.x, R0.y, R1.x UPDATE_EXEC_MASK UPDATE_PRED
04 ALU_PUSH_BEFORE @15 CNT:3
     0  x: AND_INT           __.x, R0.y, 1
        y: ADD_INT           R1.y, R0.y, 1
     1  x: PRED_SETNE_INT    __.x, PV.x, 0.0 UPDATE_EXEC_MASK UPDATE_PRED
05 JUMP @7
06 ALU @18 CNT:1
     0  y: MOV               R0.y, R1.y
07 ELSE @9
08 ALU @19 CNT:3
     0  x: ADD_INT           __.x, R0.z, R1.y
        y: MOV               R0.y, R1.y
     1  z: ADD_INT           R0.z, PV.x, -1
09 POP @10 POP:1
10 LOOP_END @3
11 MEM_SCRATCH WRITE_IND:0 R0.__z_ ES:3 SIZE:4095 EOP
