; instructions: 2
; sgprs: 3
; vgprs: 1
; waitcnts: 0
; nops: 0
; code bytes: 12
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dword s2, s[0:1], 0x4
	s_endpgm
