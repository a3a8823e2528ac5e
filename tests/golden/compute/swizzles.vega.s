; instructions: 30
; sgprs: 12
; vgprs: 10
; waitcnts: 3
; nops: 0
; code bytes: 200
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[6:7], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 6, v3
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v9, 1.0, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1.0, v5
	buffer_store_dword v5, v1, s[8:11], 0 offen
	buffer_store_dword v4, v1, s[8:11], 0 offen offset:4
	buffer_store_dword v7, v1, s[8:11], 0 offen offset:8
	buffer_store_dword v6, v1, s[8:11], 0 offen offset:12
	buffer_store_dword v6, v1, s[8:11], 0 offen offset:16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v3, v1, s[8:11], 0 offen offset:20
	buffer_store_dword v7, v1, s[8:11], 0 offen offset:24
	v_mov_b32_e32 v8, 1.0
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:28
	buffer_store_dword v7, v1, s[8:11], 0 offen offset:36
	buffer_store_dword v2, v1, s[8:11], 0 offen offset:40
	buffer_store_dword v5, v1, s[8:11], 0 offen offset:44
	buffer_store_dword v4, v1, s[8:11], 0 offen offset:48
	buffer_store_dword v7, v1, s[8:11], 0 offen offset:52
	buffer_store_dword v6, v1, s[8:11], 0 offen offset:56
	buffer_store_dword v5, v1, s[8:11], 0 offen offset:60
	s_endpgm
