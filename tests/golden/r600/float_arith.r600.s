; instructions: 22
; gprs: 6
; code bytes: 208
; alu groups: 5
; slots per group: 3.00
; clauses: 2 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 5 ALU groups, 3.00 slots/group, 6 GPRs, 2 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 ALU @5 CNT:1
     0  x: ADD_INT           R0.x, R0.x, R0.x
01 VTX @22 CNT:2
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
     1  FETCH             R2.xyzw, R0.x, BUF:128 MFC:15 OFFSET:16
02 ALU @6 CNT:16
     0  x: MULADD            R3.x, R1.x, R2.x, 0.0
        y: SETGT_DX10        __.y, literal.x, R1.x BS:VEC_021
        z: MUL               R4.z, R1.z, R2.z
        w: MULADD            R4.w, R1.x, R2.y, R1.w
        t: ADD               R4.x, R1.x, R2.x
        literal: 0xbf800000, 0x00000000
     1  x: MULADD            R3.x, R1.y, R2.y, PV.x
        y: CMOVE_INT         R0.y, PV.y, R1.x, literal.x
        w: MUL               R5.w, R1.y, R2.z
        t: ADD               R4.y, R1.y, -R2.y
        literal: 0xbf800000, 0x00000000
     2  x: ADD               R5.x, R4.z, PV.x
        y: SETGT_DX10        __.y, PV.y, 1.0
        z: MAX_DX10          __.z, PV.y, PV.y
     3  y: MULADD            R5.y, R1.w, R2.w, PV.x
        z: CMOVE_INT         R5.z, PV.y, PV.z, 1.0
03 MEM_SCRATCH WRITE_IND:128 R4.xyzw ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:129 R5.xyzw ES:3 SIZE:4095 EOP
