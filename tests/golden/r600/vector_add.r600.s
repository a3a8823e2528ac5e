; instructions: 16
; gprs: 4
; code bytes: 176
; alu groups: 3
; slots per group: 3.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 3 ALU groups, 3.00 slots/group, 4 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @18 CNT:2
     0  FETCH             R1.x___, R0.w, BUF:128 MFC:3
     1  FETCH             R1._x__, R0.w, BUF:128 MFC:3 OFFSET:2048
01 ALU @5 CNT:13
     0  x: ADD_INT           R1.x, R0.w, literal.x
        y: SETGT_UINT        __.y, R0.w, literal.y
        z: ADD_INT           R0.z, R0.w, literal.z
        w: SETGT_UINT        R1.w, literal.w, R0.w
        t: ADD               R0.x, R1.x, R1.y
        literal: 0xfffff000, 0x00000fff, 0xffffe101, 0x00001eff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        t: CMOVE_INT         R2.x, PV.y, R0.w, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R1.x, literal.x
        t: CMOVE_INT         R3.x, R1.w, R0.z, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:256 R0.x___ INDEX:R2 ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4352 R0.x___ INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0.x___ INDEX:R3 ES:3 SIZE:4095 EOP
