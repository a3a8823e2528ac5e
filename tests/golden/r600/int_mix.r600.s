; instructions: 18
; gprs: 3
; code bytes: 176
; alu groups: 5
; slots per group: 2.80
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 3
; exports: 0
; stack entries: 0
; 5 ALU groups, 2.80 slots/group, 3 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 3 CF, stack 0
00 VTX @20 CNT:1
     0  FETCH             R1.xyzw, R0.x, BUF:128 MFC:15
01 ALU @3 CNT:17
     0  x: MAX_INT           __.x, R1.x, R1.z
        y: MIN_UINT          __.y, R1.y, R1.w
        z: AND_INT           R0.z, R1.z, literal.x
        w: SETGT_INT         __.w, R1.y, R1.x
        t: MULLO_INT         __.x, R1.x, R1.y
        literal: 0x000000ff, 0x00000000
     1  x: ADD_INT           __.x, PS, R1.z
        y: SUB_INT           R0.y, PV.x, PV.y
        w: CMOVE_INT         R2.w, PV.w, R1.w, R1.z
        t: LSHL_INT          __.y, R1.w, literal.x
        literal: 0x00000003, 0x00000000
     2  x: XOR_INT           R2.x, PV.x, PS
        t: ASHR_INT          __.z, R1.x, literal.x
        literal: 0x00000002, 0x00000000
     3  y: ADD_INT           R2.y, R0.y, PS
        t: LSHR_INT          __.w, R1.y, 1
     4  z: OR_INT            R2.z, PS, R0.z
02 MEM_SCRATCH WRITE_IND:64 R2.xyzw ES:3 SIZE:4095 EOP
