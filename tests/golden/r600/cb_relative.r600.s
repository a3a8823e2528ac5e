; instructions: 11
; gprs: 2
; code bytes: 128
; alu groups: 9
; slots per group: 1.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 0
; stack entries: 0
; 9 ALU groups, 1.00 slots/group, 2 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:14 KC0[CB1:0-15] KC1[CB0:0-15] WATERFALL
     0  x: AND_INT           __.x, R0.x, literal.x
        y: AND_INT           R0.y, R0.x, literal.y
        z: MOV               R1.z, 0.0
        w: MOV               R1.w, 0.0
        literal: 0x0000000f, 0x00000007
     1  x: MOVA_INT          __.x, PV.x
     2  x: NOP               __.x
     3  x: NOP               __.x
     4  x: MOV               __.x, C0[AR.x].x
     5  x: MOVA_INT          __.x, R0.y
        t: ADD_INT           R1.x, PV.x, KC0[0].x
     6  x: NOP               __.x
     7  x: NOP               __.x
     8  y: ADD_INT           R1.y, C8[AR.x].z, KC1[3].w
01 MEM_SCRATCH WRITE_IND:0 R1.xyzw ES:3 SIZE:4095 EOP
