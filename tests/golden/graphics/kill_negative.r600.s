; instructions: 18
; gprs: 4
; code bytes: 144
; alu groups: 7
; slots per group: 1.57
; clauses: 3 alu, 0 tex, 0 vtx
; cf instructions: 7
; exports: 1
; stack entries: 1
; 7 ALU groups, 1.57 slots/group, 4 GPRs, 3 ALU / 0 TEX / 0 VTX clauses, 7 CF, stack 1
00 ALU_PUSH_BEFORE @7 CNT:6
     0  x: SETGT_DX10        R0.x, 0.0, R3.x
        y: SETGT_DX10        R0.y, 0.0, R3.y
     1  x: OR_INT            __.x, PV.x, PV.y
     2  x: OR_INT            __.x, PV.x, R0.x
     3  x: OR_INT            __.x, PV.x, R0.y
     4  x: PRED_SETNE_INT    __.x, PV.x, 0.0 UPDATE_EXEC_MASK UPDATE_PRED
01 JUMP @3
02 ALU @13 CNT:1
     0  x: KILLE             __.x, 0.0, 0.0
03 ELSE @5
04 ALU @14 CNT:4
     0  x: MOV               R0.x, R3.x
        y: MOV               R0.y, R3.y
        z: MOV               R0.z, R3.z
        w: MOV               R0.w, R3.w
05 POP @6 POP:1
06 EXPORT_DONE PIXEL:0 R0.xyzw EOP VPM
