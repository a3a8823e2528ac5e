; instructions: 30
; gprs: 7
; code bytes: 256
; alu groups: 5
; slots per group: 4.40
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 7
; exports: 0
; stack entries: 0
; 5 ALU groups, 4.40 slots/group, 7 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 7 CF, stack 0
00 VTX @30 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @7 CNT:23
     0  x: ADD_INT           R2.x, R1.x, R1.y
        y: MIN_INT           R3.y, R1.x, R1.y
        z: MAX_UINT          R3.z, R1.x, R1.y
        w: SUB_INT           R2.w, 0.0, R1.x
        t: LSHL_INT          __.x, R0.x, literal.x
        literal: 0x00000002, 0x00000000
     1  x: ADD_INT           R0.x, PS, R0.x
        y: SETNE_INT         R4.y, R1.x, R1.y
        z: SETGT_INT         R4.z, R1.y, R1.x BS:VEC_021
        w: MIN_UINT          R3.w, R1.x, R1.y
        t: MULLO_INT         R2.y, R1.x, R1.y
     2  x: MAX_INT           R3.x, R1.x, R1.y
        y: SETGE_UINT        R5.y, R1.x, R1.y
        z: ADD_INT           R2.z, PS, R1.x
        w: SETGE_INT         R4.w, R1.x, R1.y
        t: SETE_INT          R4.x, R1.x, R1.y
     3  x: SETGT_UINT        R5.x, R1.y, R1.x
        y: NOT_INT           R6.y, R1.x
        z: AND_INT           R5.z, R1.x, R1.y
        w: OR_INT            R5.w, R1.x, R1.y
        t: XOR_INT           R6.x, R1.x, R1.y
     4  z: SUB_INT           R6.z, R1.x, R1.y
        w: ADD_INT           R6.w, R1.x, 1.0
02 MEM_SCRATCH WRITE_IND:64 R2.xyzw ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:65 R3.xyzw ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:66 R4.xyzw ES:3 SIZE:4095
05 MEM_SCRATCH WRITE_IND:67 R5.xyzw ES:3 SIZE:4095
06 MEM_SCRATCH WRITE_IND:68 R6.xyzw ES:3 SIZE:4095 EOP
