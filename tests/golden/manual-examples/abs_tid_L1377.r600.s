; instructions: 16
; gprs: 4
; code bytes: 160
; alu groups: 3
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 4
; exports: 0
; stack entries: 0
; 3 ALU groups, 4.00 slots/group, 4 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:16
     0  x: ADD_INT           R2.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R0.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        t: MOV               R1.x, R0.x
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        y: MOV               R1.y, 0.0
        z: MOV               R1.z, 0.0
        w: MOV               R1.w, 0.0
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R2.x, PV.x, R2.x, literal.x
        t: CMOVE_INT         R3.x, R0.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095
02 MEM_SCRATCH WRITE_IND:4096 R1.xyzw INDEX:R2 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:8191 R1.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
