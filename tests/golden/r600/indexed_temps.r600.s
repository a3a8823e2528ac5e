; instructions: 52
; gprs: 15
; code bytes: 560
; alu groups: 14
; slots per group: 3.29
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 14 ALU groups, 3.29 slots/group, 15 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @68 CNT:1
     0  FETCH             R1.x___, R0.x, BUF:128 MFC:3
01 ALU @5 CNT:63 WATERFALL
     0  x: MOV               R3.x, 0.0
        y: MOV               R3.y, literal.x
        z: MOV               R3.z, 0.0
        w: MOV               R3.w, 0.0
        t: AND_INT           R1.x, R1.x, literal.y
        literal: 0x00000064, 0x00000003
     1  x: MOV               R4.x, 1
        y: MOV               R4.y, literal.x
        z: MOV               R4.z, 0.0
        w: MOV               R4.w, 0.0
        t: ADD_INT           R2.x, R0.x, literal.y
        literal: 0x00000065, 0xfffff000
     2  x: MOV               R5.x, literal.x
        y: MOV               R5.y, literal.y
        z: MOV               R5.z, 0.0
        w: MOV               R5.w, 0.0
        t: SETGT_UINT        R11.x, R0.x, literal.z
        literal: 0x00000004, 0x00000066, 0x00000fff, 0x00000000
     3  x: MOV               R6.x, literal.x
        y: MOV               R6.y, literal.y
        z: MOV               R6.z, 0.0
        w: MOV               R6.w, 0.0
        t: SETGT_UINT        R12.x, R2.x, literal.z
        literal: 0x00000009, 0x00000067, 0x00000fff, 0x00000000
     4  x: MOV               R7.x, literal.x
        y: MOV               R7.y, literal.y
        z: MOV               R7.z, 0.0
        w: MOV               R7.w, 0.0
        t: ADD_INT           R13.x, R0.x, literal.z
        literal: 0x00000010, 0x00000068, 0xffffe001, 0x00000000
     5  x: MOV               R8.x, literal.x
        y: MOV               R8.y, literal.y
        z: MOV               R8.z, 0.0
        w: MOV               R8.w, 0.0
        t: SETGT_UINT        R14.x, literal.z, R0.x
        literal: 0x00000019, 0x00000069, 0x00001fff, 0x00000000
     6  x: MOV               R9.x, literal.x
        y: MOV               R9.y, literal.y
        z: MOV               R9.z, 0.0
        w: MOV               R9.w, 0.0
        t: CMOVE_INT         R0.x, R11.x, R0.x, literal.z
        literal: 0x00000024, 0x0000006a, 0x3fff0000, 0x00000000
     7  x: MOV               R10.x, literal.x
        y: MOV               R10.y, literal.y
        z: MOV               R10.z, 0.0
        w: MOV               R10.w, 0.0
        t: CMOVE_INT         R2.x, R12.x, R2.x, literal.z
        literal: 0x00000031, 0x0000006b, 0x3fff0000, 0x00000000
     8  x: MOVA_INT          __.x, R1.x
        t: CMOVE_INT         R1.x, R14.x, R13.x, literal.x
        literal: 0x3fff0000, 0x00000000
     9  x: NOP               __.x
    10  x: NOP               __.x
    11  x: MOV               __.x, R5[AR.x].x
        y: MOV               R0.y, R7[AR.x].y
    12  x: ADD_INT           __.x, PV.x, R6.y
    13  y: ADD_INT           R0.y, PV.x, R0.y
02 MEM_SCRATCH WRITE_IND:0 R0._y__ ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4096 R0._y__ INDEX:R2 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0._y__ INDEX:R1 ES:3 SIZE:4095 EOP
