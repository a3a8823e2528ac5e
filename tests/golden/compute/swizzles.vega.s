; instructions: 30
; sgprs: 8
; vgprs: 10
; waitcnts: 3
; nops: 0
; code bytes: 200
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v3
	v_lshlrev_b32_e32 v1, 6, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v2, s[4:5]
	global_load_dwordx2 v[4:5], v2, s[4:5] offset:8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v9, 1.0, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1.0, v5
	global_store_dword v1, v5, s[6:7]
	global_store_dword v1, v4, s[6:7] offset:4
	global_store_dword v1, v7, s[6:7] offset:8
	global_store_dword v1, v6, s[6:7] offset:12
	global_store_dword v1, v6, s[6:7] offset:16
	v_mov_b32_e32 v3, 0
	global_store_dword v1, v3, s[6:7] offset:20
	global_store_dword v1, v7, s[6:7] offset:24
	v_mov_b32_e32 v8, 1.0
	global_store_dwordx2 v1, v[8:9], s[6:7] offset:28
	global_store_dword v1, v7, s[6:7] offset:36
	global_store_dword v1, v2, s[6:7] offset:40
	global_store_dword v1, v5, s[6:7] offset:44
	global_store_dword v1, v4, s[6:7] offset:48
	global_store_dword v1, v7, s[6:7] offset:52
	global_store_dword v1, v6, s[6:7] offset:56
	global_store_dword v1, v5, s[6:7] offset:60
	s_endpgm
