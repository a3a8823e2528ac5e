; instructions: 5
; gprs: 2
; code bytes: 48
; alu groups: 1
; slots per group: 1.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 1 ALU groups, 1.00 slots/group, 2 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @4 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @3 CNT:1 KC0[CB0:0-15]
     0  z: MULADD            R0.z, KC0[0].x, R1.x, R1.y
02 MEM_SCRATCH WRITE_IND:0 R0.__z_ ES:3 SIZE:4095 EOP
