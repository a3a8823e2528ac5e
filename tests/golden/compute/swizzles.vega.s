; instructions: 28
; sgprs: 12
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v6, s2, 6, v0
	v_lshlrev_b32_e32 v4, 4, v6
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v4, s[4:7], 0 offen
	v_lshlrev_b32_e32 v4, 6, v6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v8, 1.0, v1
	v_add_u32_e32 v5, 1.0, v3
	buffer_store_dword v3, v4, s[8:11], 0 offen
	buffer_store_dword v2, v4, s[8:11], 0 offen offset:4
	buffer_store_dword v1, v4, s[8:11], 0 offen offset:8
	buffer_store_dword v0, v4, s[8:11], 0 offen offset:12
	buffer_store_dword v0, v4, s[8:11], 0 offen offset:16
	v_mov_b32_e32 v6, 0
	buffer_store_dword v6, v4, s[8:11], 0 offen offset:20
	buffer_store_dword v1, v4, s[8:11], 0 offen offset:24
	v_mov_b32_e32 v7, 1.0
	buffer_store_dwordx2 v[7:8], v4, s[8:11], 0 offen offset:28
	buffer_store_dword v1, v4, s[8:11], 0 offen offset:36
	buffer_store_dword v5, v4, s[8:11], 0 offen offset:40
	buffer_store_dword v3, v4, s[8:11], 0 offen offset:44
	buffer_store_dword v2, v4, s[8:11], 0 offen offset:48
	buffer_store_dword v1, v4, s[8:11], 0 offen offset:52
	buffer_store_dword v0, v4, s[8:11], 0 offen offset:56
	buffer_store_dword v3, v4, s[8:11], 0 offen offset:60
	s_endpgm
