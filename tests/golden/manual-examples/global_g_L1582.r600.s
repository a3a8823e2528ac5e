; instructions: 16
; gprs: 4
; code bytes: 144
; alu groups: 5
; slots per group: 1.40
; clauses: 3 alu, 0 tex, 2 vtx
; cf instructions: 7
; exports: 0
; stack entries: 0
; 5 ALU groups, 1.40 slots/group, 4 GPRs, 3 ALU / 0 TEX / 2 VTX clauses, 7 CF, stack 0
00 ALU @7 CNT:4
     0  x: MOV               R0.x, 0.0
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               R1.x, PS, 0.5
     2  t: FLT_TO_INT        R2.x, PV.x
01 VTX @14 CNT:1
     0  FETCH             R3.x___, R0.x, BUF:128 MFC:3 OFFSET:64
02 ALU @11 CNT:2
     0  x: ADD               R0.x, R1.x, R3.x
        t: MOV               R3.x, 0.0
03 MEM_SCRATCH WRITE_IND:2 R0.x___ INDEX:R3 ES:3 SIZE:4095
04 VTX @16 CNT:1
     0  FETCH             R0._x__, R2.x, BUF:128 MFC:3
05 ALU @13 CNT:1
     0  x: ADD               R0.x, R1.x, R0.y
06 MEM_SCRATCH WRITE_IND:0 R0.x___ INDEX:R2 ES:3 SIZE:4095 EOP
