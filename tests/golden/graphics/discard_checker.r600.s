; instructions: 26
; gprs: 4
; code bytes: 208
; alu groups: 9
; slots per group: 2.00
; clauses: 3 alu, 0 tex, 0 vtx
; cf instructions: 8
; exports: 2
; stack entries: 1
; 9 ALU groups, 2.00 slots/group, 4 GPRs, 3 ALU / 0 TEX / 0 VTX clauses, 8 CF, stack 1
00 ALU_PUSH_BEFORE @8 CNT:13
     0  x: MOV               R1.x, R3.x
        y: MOV               R1.y, R3.y
        z: MOV               R1.z, R3.z
        w: MOV               R1.w, R3.w
        t: UINT_TO_FLT       __.x, R0.x
     1  x: ADD               R0.x, PS, 0.5
        t: UINT_TO_FLT       __.y, R0.y
     2  x: ADD               R2.x, PS, 0.5
        t: FLT_TO_INT        R0.z, PV.x
     3  t: FLT_TO_INT        __.w, PV.x
     4  x: ADD_INT           __.x, R0.z, PS
     5  x: AND_INT           __.x, PV.x, 1
     6  x: PRED_SETNE_INT    __.x, PV.x, 0.0 UPDATE_EXEC_MASK UPDATE_PRED
01 JUMP @3
02 ALU @21 CNT:1
     0  x: KILLE             __.x, 0.0, 0.0
03 ELSE @5
04 ALU @22 CNT:4
     0  x: MOV               R0.x, R0.x
        y: MOV               R0.y, R2.x BS:VEC_120
        z: MOV               R0.z, 0.0
        w: MOV               R0.w, 1.0
05 POP @6 POP:1
06 EXPORT PIXEL:0 R1.xyzw VPM
07 EXPORT_DONE PIXEL:1 R0.xyzw EOP VPM
