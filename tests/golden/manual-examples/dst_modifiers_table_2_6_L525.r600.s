; instructions: 62
; gprs: 5
; code bytes: 544
; alu groups: 15
; slots per group: 4.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 2
; exports: 1
; stack entries: 0
; 15 ALU groups, 4.00 slots/group, 5 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 2 CF, stack 0
00 ALU @2 CNT:66
     0  x: ADD               __.x, R3.x, R4.x
        y: ADD               __.y, R3.y, R4.y
        z: ADD               __.z, R3.z, R4.z
        w: ADD               __.w, R3.w, R4.w
     1  x: MUL_IEEE          __.x, PV.x, literal.x
        y: MUL_IEEE          __.y, PV.y, literal.x
        z: MUL_IEEE          __.z, PV.z, literal.x
        w: MUL_IEEE          __.w, PV.w, literal.x
        literal: 0x40000000, 0x00000000
     2  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
     3  x: MUL_IEEE          __.x, PV.x, literal.x
        y: MUL_IEEE          __.y, PV.y, literal.x
        z: MUL_IEEE          __.z, PV.z, literal.x
        w: MUL_IEEE          __.w, PV.w, literal.x
        literal: 0x40800000, 0x00000000
     4  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
     5  x: MUL_IEEE          __.x, PV.x, literal.x
        y: MUL_IEEE          __.y, PV.y, literal.x
        z: MUL_IEEE          __.z, PV.z, literal.x
        w: MUL_IEEE          __.w, PV.w, literal.x
        literal: 0x41000000, 0x00000000
     6  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
     7  x: MUL_IEEE          __.x, PV.x, 0.5
        y: MUL_IEEE          __.y, PV.y, 0.5
        z: MUL_IEEE          __.z, PV.z, 0.5
        w: MUL_IEEE          __.w, PV.w, 0.5
     8  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
     9  x: MUL_IEEE          __.x, PV.x, literal.x
        y: MUL_IEEE          __.y, PV.y, literal.x
        z: MUL_IEEE          __.z, PV.z, literal.x
        w: MUL_IEEE          __.w, PV.w, literal.x
        literal: 0x3e800000, 0x00000000
    10  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
    11  x: MUL_IEEE          __.x, PV.x, literal.x
        y: MUL_IEEE          __.y, PV.y, literal.x
        z: MUL_IEEE          __.z, PV.z, literal.x
        w: MUL_IEEE          __.w, PV.w, literal.x
        literal: 0x3e000000, 0x00000000
    12  x: ADD               __.x, PV.x, R4.x CLAMP
        y: ADD               __.y, PV.y, R4.y CLAMP
        z: ADD               __.z, PV.z, R4.z CLAMP
        w: ADD               __.w, PV.w, R4.w CLAMP
    13  x: ADD               __.x, PV.x, R4.x
        y: ADD               __.y, PV.y, R4.y
        z: ADD               __.z, PV.z, R4.z
        w: ADD               __.w, PV.w, R4.w
    14  x: MUL_IEEE          R0.x, PV.x, literal.x CLAMP
        y: MUL_IEEE          R0.y, PV.y, literal.x CLAMP
        z: MUL_IEEE          R0.z, PV.z, literal.x CLAMP
        w: MUL_IEEE          R0.w, PV.w, literal.x CLAMP
        literal: 0x40000000, 0x00000000
01 EXPORT_DONE PIXEL:0 R0.xyzw EOP
