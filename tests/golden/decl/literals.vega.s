; instructions: 11
; sgprs: 6
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 72
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_mov_b32_e32 v2, -1.0
	v_mov_b32_e32 v3, 0x407ffffe
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v1, v[2:3], s[4:5]
	v_mov_b32_e32 v2, 0x7ffffffe
	v_mov_b32_e32 v3, 0x7ffffffe
	global_store_dwordx2 v1, v[2:3], s[4:5] offset:8
	s_endpgm
