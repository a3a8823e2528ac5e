; instructions: 3
; sgprs: 0
; vgprs: 2
; waitcnts: 0
; nops: 0
; code bytes: 20
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	v_mov_b32_e32 v1, 0x404
	ds_write_b32 v1, v0
	s_endpgm
