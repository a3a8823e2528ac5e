; instructions: 29
; gprs: 6
; code bytes: 256
; alu groups: 7
; slots per group: 3.57
; clauses: 1 alu, 1 vtx
; cf instructions: 3
; stack entries: 0
; 7 ALU groups, 3.57 slots/group, 6 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @30 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @3 CNT:26
     0  x: SETE_DX10         __.x, R1.x, 0.0
        y: SETE_DX10         __.y, R1.y, 0.0
        z: SETE_DX10         R0.z, R1.z, 0.0
        w: SETE_DX10         R0.w, R1.w, 0.0
        t: ADD               R2.x, R1.x, -R1.y
     1  x: ADD               R4.x, R1.z, R1.w
        y: MULADD            R0.y, R1.x, R1.y, R1.z
        z: MIN_DX10          R2.z, R1.x, R1.y
        w: AND_INT           R2.w, PV.x, PV.y
        t: OR_INT            R3.x, R1.x, R1.y
     2  x: MAX_DX10          __.x, R1.z, R1.w
        y: AND_INT           __.y, R0.z, R0.w BS:VEC_120
        z: AND_INT           __.z, R1.z, R1.w
        w: ADD               R0.w, R1.x, R1.y
        t: ADD               R5.x, R1.z, -R1.w
     3  x: MUL               __.x, R2.x, R4.x
        y: MULADD            R0.y, R0.y, R1.w, R1.x
        z: CMOVE_INT         R0.z, PV.y, PV.x, PV.z
        w: MUL               R3.w, R1.x, R1.z BS:VEC_201
     4  x: CMOVE_INT         R1.x, R2.w, R2.z, R3.x
        z: MULADD            R2.z, R0.w, R5.x, PV.x BS:VEC_102
        t: MULADD            R2.x, PV.y, 0.5, R1.y BS:SCL_122
     5  x: MUL               __.x, PV.z, literal.x
        y: MULADD            R2.y, PV.x, R0.z, -R3.w
        literal: 0x3e800000, 0x00000000
     6  w: MULADD            R2.w, R2.x, PV.y, PV.x
02 MEM_SCRATCH WRITE_IND:64 R2.xyzw ES:3 SIZE:4095 EOP
