; instructions: 25
; gprs: 11
; code bytes: 256
; alu groups: 12
; slots per group: 1.33
; clauses: 4 alu, 1 vtx
; cf instructions: 8
; stack entries: 1
; 12 ALU groups, 1.33 slots/group, 11 GPRs, 4 ALU / 1 VTX clauses, 8 CF, stack 1
00 VTX @30 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @8 CNT:3
     0  x: AND_INT           R1.x, R1.x, literal.x
        y: MOV               R0.y, 0.0
        literal: 0x00000003, 0x00000000
02 LOOP_START_DX10 @6
03 ALU_BREAK @11 CNT:2
     0  x: PRED_SETLT_INT    __.x, R0.y, literal.x UPDATE_EXEC_MASK UPDATE_PRED
        literal: 0x00000008, 0x00000000
04 ALU @13 CNT:10 WATERFALL
     0  x: MOVA_INT          __.x, R0.y
        y: ADD_INT           R1.y, R0.y, literal.x
        t: MULLO_INT         R2.x, R0.y, R0.y
        literal: 0x00000064, 0x00000000
     1  y: ADD_INT           R0.y, R0.y, 1
     2  x: NOP               __.x
     3  x: MOV               R3[AR.x].x, R2.x
        y: MOV               R3[AR.x].y, R1.y
        z: MOV               R3[AR.x].z, 0.0
        w: MOV               R3[AR.x].w, 0.0
05 LOOP_END @3
06 ALU @23 CNT:7 WATERFALL
     0  x: MOVA_INT          __.x, R1.x
     1  x: NOP               __.x
     2  x: NOP               __.x
     3  x: MOV               __.x, R5[AR.x].x
        y: MOV               R0.y, R7[AR.x].y
     4  x: ADD_INT           __.x, PV.x, R6.y
     5  y: ADD_INT           R0.y, PV.x, R0.y
07 MEM_SCRATCH WRITE_IND:0 R0._y__ ES:3 SIZE:4095 EOP
