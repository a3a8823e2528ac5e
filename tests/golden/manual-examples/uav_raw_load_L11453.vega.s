; instructions: 2
; sgprs: 8
; vgprs: 1
; waitcnts: 0
; nops: 0
; code bytes: 12
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_endpgm
