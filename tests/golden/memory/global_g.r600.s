; instructions: 33
; gprs: 5
; code bytes: 320
; alu groups: 7
; slots per group: 2.71
; clauses: 3 alu, 0 tex, 2 vtx
; cf instructions: 8
; exports: 0
; stack entries: 0
; 7 ALU groups, 2.71 slots/group, 5 GPRs, 3 ALU / 0 TEX / 2 VTX clauses, 8 CF, stack 0
00 ALU @8 CNT:11
     0  x: MOV               R0.x, 0.0
        y: MOV               R1.y, 0.0
        z: MOV               R0.z, 0.0
        w: MOV               R0.w, 0.0
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               __.x, PS, 0.5
        y: MOV               R0.y, 0.0
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               __.x, PS, 0.5
        t: FLT_TO_INT        R1.x, PV.x
     3  t: FLT_TO_INT        R2.x, PV.x
01 VTX @28 CNT:5
     0  FETCH             R3.x___, R0.x, BUF:128 MFC:3 OFFSET:32
     1  FETCH             R2._y__, R1.y, BUF:128 MFC:7 OFFSET:32
     2  FETCH             R2.__z_, R0.z, BUF:128 MFC:11 OFFSET:32
     3  FETCH             R2.___w, R0.w, BUF:128 MFC:15 OFFSET:32
     4  FETCH             R4.x___, R0.y, BUF:128 MFC:3 OFFSET:64
02 ALU @19 CNT:1
     0  x: ADD               R0.x, R3.x, R4.x
03 MEM_SCRATCH WRITE_IND:0 R0.x___ INDEX:R1 ES:3 SIZE:4095
04 VTX @38 CNT:1
     0  FETCH             R0._xz_, R1.x, BUF:128 MFC:11
05 ALU @20 CNT:7
     0  x: ADD               R0.x, R3.x, R0.y
        y: MOV               R1.y, R2.z
        z: ADD               R0.z, R2.z, R0.z
        w: MOV               R1.w, R3.x
        t: MOV               R1.x, R2.w
     1  x: MOV               R3.x, 0.0
        z: MOV               R1.z, R2.y
06 MEM_SCRATCH WRITE_IND:0 R0.x_z_ INDEX:R2 ES:3 SIZE:4095
07 MEM_SCRATCH WRITE_IND:3 R1.xyzw INDEX:R3 ES:3 SIZE:4095 EOP
