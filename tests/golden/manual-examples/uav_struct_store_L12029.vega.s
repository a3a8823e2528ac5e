; instructions: 11
; sgprs: 12
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 60
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	s_lshl_b32 s4, s3, 0
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v1, s4, v1
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v3, s[8:11], 0 offen
	v_mov_b32_e32 v1, 8
	buffer_store_dword v2, v1, s[8:11], 0 offen
	s_endpgm
