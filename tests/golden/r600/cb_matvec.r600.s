; instructions: 28
; gprs: 3
; code bytes: 240
; alu groups: 6
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 6 ALU groups, 4.00 slots/group, 3 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @28 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @3 CNT:24 KC0[CB0:0-31] KC1[CB1:0-15]
     0  x: MULADD            R2.x, R1.x, KC0[0].x, 0.0
        y: MULADD            R0.y, R1.x, KC0[1].x, 0.0
        z: MULADD            R0.z, R1.x, KC0[2].x, 0.0
        w: MULADD            R0.w, R1.x, KC0[3].x, 0.0
     1  x: MULADD            R2.x, R1.y, KC0[0].y, PV.x
        y: MULADD            R0.y, R1.y, KC0[1].y, PV.y
        z: MULADD            R0.z, R1.y, KC0[2].y, PV.z
        w: MULADD            R0.w, R1.y, KC0[3].y, PV.w
     2  x: MULADD            R2.x, R1.z, KC0[0].z, PV.x
        y: MULADD            R0.y, R1.z, KC0[1].z, PV.y
        z: MULADD            R0.z, R1.z, KC0[2].z, PV.z
        w: MULADD            R0.w, R1.z, KC0[3].z, PV.w
     3  x: MULADD            R1.x, R1.w, KC0[0].w, PV.x
        y: MULADD            R0.y, R1.w, KC0[1].w, PV.y
        z: MULADD            R0.z, R1.w, KC0[2].w, PV.z
        w: MULADD            R0.w, R1.w, KC0[3].w, PV.w
     4  x: ADD               __.x, PV.x, KC1[2].x
        y: ADD               __.y, PV.y, KC1[2].y
        z: ADD               __.z, PV.z, KC1[2].z
        w: ADD               __.w, PV.w, KC1[2].w
     5  x: MUL               R1.x, PV.x, KC0[20].x
        y: MUL               R1.y, PV.y, KC0[20].x
        z: MUL               R1.z, PV.z, KC0[20].x
        w: MUL               R1.w, PV.w, KC0[20].x
02 MEM_SCRATCH WRITE_IND:64 R1.xyzw ES:3 SIZE:4095 EOP
