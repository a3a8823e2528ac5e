; instructions: 25
; gprs: 6
; code bytes: 256
; alu groups: 9
; slots per group: 2.33
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 9 ALU groups, 2.33 slots/group, 6 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @30 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @3 CNT:27
     0  x: AND_INT           __.x, R1.w, literal.x
        y: AND_INT           R0.y, R1.z, literal.y
        z: ADD_INT           R0.z, R1.x, R1.x
        w: ADD_INT           R0.w, R1.x, R1.x
        t: LSHR_INT          R2.x, R1.y, literal.z
        literal: 0x00000003, 0x0000001f, 0x0000000d, 0x00000000
     1  x: XOR_INT           R3.x, PV.y, literal.y
        w: MOV               R4.w, R1.x
        t: LSHL_INT          __.y, PV.x, literal.x
        literal: 0x00000003, 0x0000001f
     2  x: AND_INT           R5.x, PS, literal.x
        y: AND_INT           R0.y, PS, literal.y
        t: LSHR_INT          R2.z, R1.y, R0.y
        literal: 0x0000001f, 0x00000020
     3  x: XOR_INT           __.x, PV.x, literal.x
        t: LSHR_INT          R2.w, R1.y, PV.x
        literal: 0x0000001f, 0x00000000
     4  t: LSHL_INT          __.x, R0.z, PV.x
     5  x: OR_INT            R3.x, R2.w, PS
        t: LSHL_INT          __.y, R0.w, R3.x
     6  x: OR_INT            R4.x, R2.z, PS
        t: LSHR_INT          __.z, R1.x, R5.x
     7  y: CMOVE_INT         R4.y, R0.y, R3.x, PS
        t: LSHL_INT          __.w, R1.x, literal.x
        literal: 0x00000013, 0x00000000
     8  z: OR_INT            R4.z, R2.x, PS
02 MEM_SCRATCH WRITE_IND:64 R4.xyzw ES:3 SIZE:4095 EOP
