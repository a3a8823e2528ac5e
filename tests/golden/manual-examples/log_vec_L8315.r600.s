; instructions: 1
; gprs: 0
; code bytes: 8
; alu groups: 0
; slots per group: 0.00
; clauses: 0 alu, 0 tex, 0 vtx
; cf instructions: 1
; exports: 0
; stack entries: 0
; 0 ALU groups, 0.00 slots/group, 0 GPRs, 0 ALU / 0 TEX / 0 VTX clauses, 1 CF, stack 0
00 NOP EOP
