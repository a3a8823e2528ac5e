; instructions: 16
; gprs: 2
; code bytes: 144
; alu groups: 6
; slots per group: 1.83
; clauses: 2 alu, 1 tex, 0 vtx
; cf instructions: 4
; exports: 1
; stack entries: 0
; 6 ALU groups, 1.83 slots/group, 2 GPRs, 2 ALU / 1 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:7
     0  t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.x, PV.x
     3  t: FLT_TO_INT        R0.y, PV.x
     4  z: SUB_INT           R0.z, R0.x, PS
01 TEX @16 CNT:1
     0  LD                R1.xyzw, R0.xyz0, RID:1, SID:0 OFFSET:(0,-2,2)
02 ALU @11 CNT:4
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
03 EXPORT_DONE PIXEL:0 R0.xyzw EOP
