; instructions: 20
; gprs: 5
; code bytes: 160
; alu groups: 4
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 4
; exports: 3
; stack entries: 0
; 4 ALU groups, 4.00 slots/group, 5 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:16
     0  x: ADD               R1.x, R3.x, R4.x
        y: ADD               R1.y, R3.y, R4.y
        z: ADD               R1.z, R3.z, R4.z
        w: ADD               R1.w, R3.w, R4.w
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               R0.x, PS, 0.5
        z: MOV               R2.z, 0.0
        w: MOV               R2.w, 0.0
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        z: MOV               R3.z, 0.0
        w: MOV               R3.w, 1.0
        t: ADD               R2.x, PV.x, -PV.x
     3  x: MOV               R3.x, R0.x
        y: ADD               R2.y, PV.x, -PV.x
        t: MOV               R3.y, PV.x
01 EXPORT PIXEL:0 R1.xyzw
02 EXPORT PIXEL:1 R2.xyzw
03 EXPORT_DONE PIXEL:2 R3.xyzw EOP
