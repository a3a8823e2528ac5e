; instructions: 30
; sgprs: 12
; vgprs: 13
; waitcnts: 5
; nops: 0
; code bytes: 192
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v6, s2, 6, v0
	v_lshlrev_b32_e32 v8, 4, v6
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[11:12], v8, s[4:7], 0 offen
	buffer_load_dword v1, v8, s[4:7], 0 offen offset:4
	buffer_load_dword v3, v8, s[4:7], 0 offen offset:12
	v_lshlrev_b32_e32 v4, 5, v6
	buffer_load_dword v5, v4, s[8:11], 0 offen offset:16
	buffer_load_dwordx2 v[9:10], v4, s[8:11], 0 offen offset:24
	buffer_load_dword v6, v4, s[8:11], 0 offen
	s_waitcnt vmcnt(5)
	buffer_store_dword v11, v8, s[4:7], 0 offen
	buffer_store_dword v12, v8, s[4:7], 0 offen offset:8
	v_mov_b32_e32 v7, 0
	buffer_store_dword v7, v8, s[4:7], 0 offen offset:4
	v_mov_b32_e32 v7, 0
	buffer_store_dword v7, v8, s[4:7], 0 offen offset:12
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(7)
	buffer_store_dwordx4 v[0:3], v8, s[4:7], 0 offen
	s_waitcnt vmcnt(6)
	buffer_store_dword v9, v4, s[8:11], 0 offen offset:16
	buffer_store_dword v10, v4, s[8:11], 0 offen offset:20
	buffer_store_dword v5, v4, s[8:11], 0 offen offset:24
	s_waitcnt vmcnt(8)
	buffer_store_dword v6, v4, s[8:11], 0 offen
	s_endpgm
