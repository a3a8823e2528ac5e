; instructions: 1
; sgprs: 0
; vgprs: 1
; waitcnts: 0
; nops: 0
; code bytes: 4
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_endpgm
