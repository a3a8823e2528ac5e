; instructions: 27
; sgprs: 16
; vgprs: 11
; waitcnts: 6
; nops: 0
; code bytes: 160
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v6, 2, v4
	v_lshlrev_b32_e32 v8, 4, v4
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v6, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	global_atomic_add v2, v8, v7, s[8:9] glc
	v_add_u32_e32 v1, 4, v8
	global_atomic_umax v4, v1, v7, s[8:9] glc
	v_add_u32_e32 v3, 8, v8
	global_atomic_swap v6, v3, v7, s[8:9] glc
	v_add_u32_e32 v5, 12, v8
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, 7
	global_atomic_cmpswap v7, v5, v[9:10], s[8:9] glc
	s_waitcnt vmcnt(3)
	buffer_store_dword v2, v8, s[12:15], 0 offen
	s_waitcnt vmcnt(3)
	buffer_store_dword v4, v1, s[12:15], 0 offen
	s_waitcnt vmcnt(3)
	buffer_store_dword v6, v3, s[12:15], 0 offen
	s_waitcnt vmcnt(3)
	buffer_store_dword v7, v5, s[12:15], 0 offen
	s_endpgm
