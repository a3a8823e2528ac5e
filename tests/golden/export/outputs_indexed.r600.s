; instructions: 26
; gprs: 4
; code bytes: 224
; alu groups: 6
; slots per group: 3.33
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 3
; stack entries: 0
; 6 ALU groups, 3.33 slots/group, 4 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @26 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:0 MFC:15
01 ALU @5 CNT:20
     0  x: MOV               R2.x, R1.x
        y: MOV               R2.y, R1.y
        z: MOV               R2.z, R1.z
        w: MOV               R2.w, R1.w
        t: MULLO_INT         __.x, 1, 1
     1  x: MOV               R2.x, R1.w
        y: MOV               R2.y, R1.z
        z: MOV               R2.z, R1.y
        w: MOV               R2.w, R1.x
        t: MULLO_INT         __.y, R0.z, PS
     2  x: ADD_INT           __.x, PS, R0.y
        y: MOV               R3.y, -R1.y
        z: MOV               R3.z, -R1.z
        w: MOV               R3.w, -R1.w
        t: MULLO_INT         __.z, 1, 1
     3  x: MOV               R3.x, -R1.x
        t: MULLO_INT         __.w, PV.x, PS
     4  x: ADD_INT           __.x, PS, R0.x
     5  x: MOV               R0.x, PV.x
        y: MOV               R0.y, PV.x
02 EXPORT_DONE POS:60 R2.xyzw
03 EXPORT PARAM:2 R0.xy__
04 EXPORT_DONE PARAM:3 R3.xyzw EOP
