; instructions: 26
; gprs: 4
; code bytes: 256
; alu groups: 7
; slots per group: 2.14
; clauses: 3 alu, 0 tex, 2 vtx
; cf instructions: 9
; exports: 0
; stack entries: 0
; 7 ALU groups, 2.14 slots/group, 4 GPRs, 3 ALU / 0 TEX / 2 VTX clauses, 9 CF, stack 0
00 ALU @9 CNT:4
     0  x: MOV               R0.x, 0.0
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               R1.x, PS, 0.5
     2  t: FLT_TO_INT        R0.y, PV.x
01 VTX @28 CNT:1
     0  FETCH             R2.x___, R0.x, BUF:128 MFC:3 OFFSET:64
02 ALU @13 CNT:2
     0  x: ADD               R0.x, R1.x, R2.x
        t: MOV               R2.x, 0.0
03 MEM_SCRATCH WRITE_IND:2 R0.x___ INDEX:R2 ES:3 SIZE:4095
04 VTX @30 CNT:1
     0  FETCH             R1._x__, R0.y, BUF:128 MFC:3
05 ALU @15 CNT:13
     0  x: ADD_INT           R1.x, R0.y, literal.x
        y: SETGT_UINT        __.y, R0.y, literal.y
        z: ADD_INT           R0.z, R0.y, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.y
        t: ADD               R0.x, R1.x, R1.y BS:SCL_122
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        t: CMOVE_INT         R2.x, PV.y, R0.y, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R1.x, literal.x
        t: CMOVE_INT         R3.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
06 MEM_SCRATCH WRITE_IND:0 R0.x___ INDEX:R2 ES:3 SIZE:4095
07 MEM_SCRATCH WRITE_IND:4096 R0.x___ INDEX:R1 ES:3 SIZE:4095
08 MEM_SCRATCH WRITE_IND:8191 R0.x___ INDEX:R3 ES:3 SIZE:4095 EOP
