; instructions: 38
; gprs: 4
; code bytes: 384
; alu groups: 8
; slots per group: 3.00
; clauses: 5 alu, 4 tex, 0 vtx
; cf instructions: 10
; exports: 1
; stack entries: 0
; 8 ALU groups, 3.00 slots/group, 4 GPRs, 5 ALU / 4 TEX / 0 VTX clauses, 10 CF, stack 0
00 ALU @10 CNT:2
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.y
01 TEX @40 CNT:1
     0  SAMPLE            R1.xyzw, R0.xy00, RID:0, SID:0
02 ALU @12 CNT:8
     0  x: ADD               R0.x, 0.0, R1.x
        y: ADD               R0.y, 0.0, R1.y
        z: ADD               R0.z, 0.0, R1.z
        w: ADD               R0.w, 0.0, R1.w
        t: ADD               R1.x, R3.x, literal.x
        literal: 0x3e000000, 0x00000000
     1  y: ADD               R1.y, R3.y, literal.x
        literal: 0x3d800000, 0x00000000
03 TEX @42 CNT:1
     0  SAMPLE            R2.xyzw, R1.xy00, RID:0, SID:0
04 ALU @20 CNT:8
     0  x: ADD               R0.x, R0.x, R2.x
        y: ADD               R0.y, R0.y, R2.y
        z: ADD               R0.z, R0.z, R2.z
        w: ADD               R0.w, R0.w, R2.w
        t: ADD               R2.x, R1.x, literal.x
        literal: 0x3e000000, 0x00000000
     1  y: ADD               R2.y, R1.y, literal.x
        literal: 0x3d800000, 0x00000000
05 TEX @44 CNT:1
     0  SAMPLE            R1.xyzw, R2.xy00, RID:0, SID:0
06 ALU @28 CNT:8
     0  x: ADD               R0.x, R0.x, R1.x
        y: ADD               R0.y, R0.y, R1.y
        z: ADD               R0.z, R0.z, R1.z
        w: ADD               R0.w, R0.w, R1.w
        t: ADD               R1.x, R2.x, literal.x
        literal: 0x3e000000, 0x00000000
     1  y: ADD               R1.y, R2.y, literal.x
        literal: 0x3d800000, 0x00000000
07 TEX @46 CNT:1
     0  SAMPLE            R2.xyzw, R1.xy00, RID:0, SID:0
08 ALU @36 CNT:4
     0  x: ADD               R0.x, R0.x, R2.x
        y: ADD               R0.y, R0.y, R2.y
        z: ADD               R0.z, R0.z, R2.z
        w: ADD               R0.w, R0.w, R2.w
09 EXPORT_DONE PIXEL:0 R0.xyzw EOP
