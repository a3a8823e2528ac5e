; instructions: 14
; gprs: 2
; code bytes: 112
; alu groups: 8
; slots per group: 1.50
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 0
; stack entries: 0
; 8 ALU groups, 1.50 slots/group, 2 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:12 KC0[CB0:0-15]
     0  w: MOV               R1.w, 1.0
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        R0.w, PV.x
     4  t: MULLO_INT         __.x, PS, KC0[0].x
     5  x: ADD_INT           R0.x, PS, R0.z
        t: INT_TO_FLT        R1.x, R0.z
     6  t: INT_TO_FLT        R1.y, R0.w
     7  z: ADD               R1.z, R1.x, PS
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095 EOP
