; instructions: 25
; gprs: 5
; code bytes: 224
; alu groups: 6
; slots per group: 3.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 3
; stack entries: 0
; 6 ALU groups, 3.00 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @24 CNT:2
     0  FETCH             R1.xyzw, R0.x, BUF:0 MFC:15
     1  FETCH             R2.xyzw, R0.x, BUF:1 MFC:15
01 ALU @5 CNT:19
     0  x: MULADD            R3.x, R1.x, literal.x, literal.y
        y: MULADD            R3.y, R1.y, literal.x, literal.y
        z: MULADD            R3.z, R1.z, 1.0, 0.0
        w: MULADD            R3.w, R1.w, 1.0, 0.0
        t: MULLO_INT         __.x, 1, 1
        literal: 0x40000000, 0xbf800000
     1  x: MUL               R4.x, R2.x, 0.5
        y: MUL               R4.y, R2.y, 0.5
        z: MUL               R4.z, R2.z, 0.5
        w: MUL               R4.w, R2.w, 0.5
        t: MULLO_INT         __.y, R0.z, PS
     2  x: ADD_INT           __.x, PS, R0.y
        y: ADD               R1.y, R1.x, R2.y BS:VEC_021
        z: MOV               R1.z, 0.0
        w: MOV               R1.w, 1.0
        t: MULLO_INT         __.z, 1, 1
     3  t: MULLO_INT         __.w, PV.x, PS
     4  x: ADD_INT           __.x, PS, R0.x
     5  t: UINT_TO_FLT       R1.x, PV.x
02 EXPORT_DONE POS:60 R3.xyzw
03 EXPORT PARAM:1 R4.xyzw
04 EXPORT_DONE PARAM:2 R1.xyzw EOP
