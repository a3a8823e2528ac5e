; instructions: 10
; sgprs: 8
; vgprs: 5
; waitcnts: 1
; nops: 0
; code bytes: 64
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v4, 16, v4
	v_mov_b32_e32 v0, -1.0
	v_mov_b32_e32 v1, 0x407ffffe
	v_mov_b32_e32 v2, 0x7ffffffe
	v_mov_b32_e32 v3, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[0:3], v4, s[4:7], 0 offen
	s_endpgm
