; instructions: 15
; gprs: 2
; code bytes: 128
; alu groups: 5
; slots per group: 2.00
; clauses: 2 alu, 1 tex, 0 vtx
; cf instructions: 4
; exports: 1
; stack entries: 0
; 5 ALU groups, 2.00 slots/group, 2 GPRs, 2 ALU / 1 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:6
     0  t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.x, PV.x
     3  t: FLT_TO_INT        R0.y, PV.x
01 TEX @14 CNT:1
     0  LD                R1.xyzw, R0.xy00, RID:0, SID:0 OFFSET:(-2,2,0) CT:UUUU
02 ALU @10 CNT:4
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
03 EXPORT_DONE PIXEL:0 R0.xyzw EOP
