; instructions: 18
; gprs: 2
; code bytes: 176
; alu groups: 8
; slots per group: 1.62
; clauses: 2 alu, 1 tex, 0 vtx
; cf instructions: 4
; exports: 1
; stack entries: 0
; 8 ALU groups, 1.62 slots/group, 2 GPRs, 2 ALU / 1 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:11
     0  t: UINT_TO_FLT       __.x, R0.y
     1  x: ADD               __.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.x
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        R0.w, PV.x
     4  t: LSHL_INT          __.x, R0.z, literal.x
        literal: 0x00000002, 0x00000000
     5  x: ADD_INT           __.x, PS, R0.w
     6  x: ADD_INT           R0.x, PV.x, literal.x
        literal: 0xfffffffd, 0x00000000
01 TEX @20 CNT:1
     0  LD                R1.xyzw, R0.x000, RID:2, SID:0
02 ALU @15 CNT:4
     0  x: MOV               R0.x, R1.x
        y: MOV               R0.y, R1.y
        z: MOV               R0.z, R1.z
        w: MOV               R0.w, R1.w
03 EXPORT_DONE PIXEL:0 R0.xyzw EOP
