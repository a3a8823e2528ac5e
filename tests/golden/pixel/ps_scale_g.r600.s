; instructions: 19
; gprs: 2
; code bytes: 160
; alu groups: 8
; slots per group: 1.75
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 8 ALU groups, 1.75 slots/group, 2 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:10 KC0[CB0:0-15]
     0  t: UINT_TO_FLT       __.x, R0.y
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.x
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        R0.w, PV.x
     4  t: MULLO_INT         __.x, R0.z, KC0[1].x
     5  x: ADD_INT           R0.x, PS, R0.w
        t: INT_TO_FLT        R0.y, R0.w
     6  t: INT_TO_FLT        R0.z, R0.z
01 VTX @18 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
02 ALU @14 CNT:4 KC0[CB0:0-15]
     0  x: MULADD            R1.x, R1.x, KC0[0].x, R0.y
        y: MULADD            R1.y, R1.y, KC0[0].y, R0.z
        z: MULADD            R1.z, R1.z, KC0[0].z, 0.0
        w: MULADD            R1.w, R1.w, KC0[0].w, 0.0
03 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095 EOP
