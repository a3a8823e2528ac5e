; instructions: 32
; gprs: 5
; code bytes: 272
; alu groups: 7
; slots per group: 3.86
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 4
; exports: 2
; stack entries: 0
; 7 ALU groups, 3.86 slots/group, 5 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 4 CF, stack 0
00 VTX @32 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:0 MFC:15
01 ALU @4 CNT:27 KC0[CB0:0-15]
     0  x: MULADD            R2.x, R1.x, KC0[0].x, 0.0
        y: MULADD            R2.y, R1.x, KC0[1].x, 0.0
        z: MULADD            R2.z, R1.x, KC0[2].x, 0.0
        w: MULADD            R0.w, R1.x, KC0[3].x, 0.0
        t: MULLO_INT         __.x, 1, 1
     1  x: MULADD            R2.x, R1.y, KC0[0].y, PV.x
        y: MULADD            R2.y, R1.y, KC0[1].y, PV.y
        z: MULADD            R0.z, R1.y, KC0[2].y, PV.z
        w: MULADD            R0.w, R1.y, KC0[3].y, PV.w
        t: MULLO_INT         __.y, R0.z, PS
     2  x: ADD_INT           __.x, PS, R0.y
        y: MULADD            R0.y, R1.z, KC0[0].z, PV.x
        z: MULADD            R0.z, R1.z, KC0[1].z, PV.y
        w: MULADD            R2.w, R1.z, KC0[2].z, PV.z
        t: MULLO_INT         __.z, 1, 1
     3  x: MULADD            R2.x, R1.z, KC0[3].z, R0.w
        y: MULADD            R3.y, R1.w, KC0[1].w, PV.z
        z: MULADD            R3.z, R1.w, KC0[2].w, PV.w
        w: MOV               R4.w, 1.0
        t: MULLO_INT         __.w, PV.x, PS
     4  x: ADD_INT           __.x, PS, R0.x
        w: MULADD            R3.w, R1.w, KC0[3].w, PV.x
        t: MULADD            R3.x, R1.w, KC0[0].w, R0.y BS:SCL_122
     5  t: UINT_TO_FLT       __.x, PV.x
     6  x: MOV               R4.x, PS
        y: MOV               R4.y, PS
        z: MOV               R4.z, PS
02 EXPORT_DONE POS:60 R3.xyzw
03 EXPORT_DONE PARAM:1 R4.xyzw EOP
