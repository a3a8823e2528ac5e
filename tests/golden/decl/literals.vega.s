; instructions: 11
; sgprs: 8
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 72
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_mov_b32_e32 v2, -1.0
	v_mov_b32_e32 v3, 0x407ffffe
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[2:3], v1, s[4:7], 0 offen
	v_mov_b32_e32 v2, 0x7ffffffe
	v_mov_b32_e32 v3, 0x7ffffffe
	buffer_store_dwordx2 v[2:3], v1, s[4:7], 0 offen offset:8
	s_endpgm
