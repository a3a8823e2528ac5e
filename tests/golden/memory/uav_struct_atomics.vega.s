; instructions: 17
; sgprs: 8
; vgprs: 7
; waitcnts: 4
; nops: 0
; code bytes: 96
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 4, v2
	v_add_u32_e32 v1, 4, v4
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v1, v2, s[4:5] glc
	global_atomic_umax v1, v1, v0, s[4:5] glc
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, 12, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, 0
	global_atomic_cmpswap v3, v2, v[5:6], s[4:5] glc
	buffer_store_dword v1, v2, s[4:7], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v3, v4, s[4:7], 0 offen offset:20
	s_endpgm
