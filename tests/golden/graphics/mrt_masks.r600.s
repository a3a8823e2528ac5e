; instructions: 10
; gprs: 4
; code bytes: 80
; alu groups: 2
; slots per group: 3.00
; clauses: 1 alu, 0 tex, 0 vtx
; cf instructions: 4
; exports: 3
; stack entries: 0
; 2 ALU groups, 3.00 slots/group, 4 GPRs, 1 ALU / 0 TEX / 0 VTX clauses, 4 CF, stack 0
00 ALU @4 CNT:6
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.w
        z: MOV               R0.z, R3.z
        w: MOV               R1.w, R3.x
        t: MOV               R1.x, R3.z
     1  y: MOV               R1.y, R3.w
01 EXPORT PIXEL:0 R0.x_z_
02 EXPORT PIXEL:1 R0._y__
03 EXPORT_DONE PIXEL:2 R1.xy_w EOP
