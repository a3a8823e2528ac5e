; instructions: 7
; gprs: 2
; code bytes: 80
; alu groups: 1
; slots per group: 2.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 1 ALU groups, 2.00 slots/group, 2 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @6 CNT:2
     0  FETCH             R1.x___, R0.w, BUF:128 MFC:3
     1  FETCH             R1._x__, R0.w, BUF:128 MFC:3 OFFSET:2048
01 ALU @3 CNT:2
     0  x: ADD               R0.x, R1.x, R1.y
        t: MOV               R1.x, R0.w
02 MEM_SCRATCH WRITE_IND:256 R0.x___ INDEX:R1 ES:3 SIZE:4095 EOP
