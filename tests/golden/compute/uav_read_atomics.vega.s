; instructions: 30
; sgprs: 16
; vgprs: 11
; waitcnts: 3
; nops: 0
; code bytes: 168
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 2, v3
	v_lshlrev_b32_e32 v7, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v3, v5, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v1
	buffer_atomic_add v2, v7, s[8:11], 0 offen glc
	v_add_u32_e32 v1, 4, v7
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v4
	buffer_atomic_umax v5, v1, s[8:11], 0 offen glc
	v_add_u32_e32 v4, 8, v7
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v8, v6
	buffer_atomic_swap v8, v4, s[8:11], 0 offen glc
	v_add_u32_e32 v6, 12, v7
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v10, 7
	buffer_atomic_cmpswap v[9:10], v6, s[8:11], 0 offen glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v9
	buffer_store_dword v2, v7, s[12:15], 0 offen
	buffer_store_dword v5, v1, s[12:15], 0 offen
	buffer_store_dword v8, v4, s[12:15], 0 offen
	buffer_store_dword v3, v6, s[12:15], 0 offen
	s_endpgm
