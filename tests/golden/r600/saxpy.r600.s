; instructions: 15
; gprs: 3
; code bytes: 160
; alu groups: 3
; slots per group: 3.00
; clauses: 1 alu, 0 tex, 1 vtx
; cf instructions: 5
; exports: 0
; stack entries: 0
; 3 ALU groups, 3.00 slots/group, 3 GPRs, 1 ALU / 0 TEX / 1 VTX clauses, 5 CF, stack 0
00 VTX @18 CNT:1
     0  FETCH             R1.xy__, R0.x, BUF:128 MFC:7
01 ALU @5 CNT:13 KC0[CB0:0-15]
     0  x: ADD_INT           R1.x, R0.x, literal.x
        y: SETGT_UINT        __.y, R0.x, literal.y
        z: ADD_INT           R1.z, R0.x, literal.z
        w: SETGT_UINT        R0.w, literal.w, R0.x
        t: MULADD            R0.z, KC0[0].x, R1.x, R1.y BS:SCL_122
        literal: 0xfffff000, 0x00000fff, 0xffffe001, 0x00001fff
     1  x: SETGT_UINT        __.x, PV.x, literal.x
        t: CMOVE_INT         R0.x, PV.y, R0.x, literal.y
        literal: 0x00000fff, 0x3fff0000
     2  x: CMOVE_INT         R1.x, PV.x, R1.x, literal.x
        t: CMOVE_INT         R2.x, R0.w, R1.z, literal.x
        literal: 0x3fff0000, 0x00000000
02 MEM_SCRATCH WRITE_IND:0 R0.__z_ ES:3 SIZE:4095
03 MEM_SCRATCH WRITE_IND:4096 R0.__z_ INDEX:R1 ES:3 SIZE:4095
04 MEM_SCRATCH WRITE_IND:8191 R0.__z_ INDEX:R2 ES:3 SIZE:4095 EOP
