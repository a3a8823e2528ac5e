; instructions: 32
; sgprs: 12
; vgprs: 14
; waitcnts: 6
; nops: 0
; code bytes: 204
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[12:13], v5, s[4:7], 0 offen
	buffer_load_dword v9, v5, s[4:7], 0 offen offset:4
	buffer_load_dword v7, v5, s[4:7], 0 offen offset:12
	v_lshlrev_b32_e32 v1, 5, v3
	buffer_load_dword v2, v1, s[8:11], 0 offen offset:16
	buffer_load_dwordx2 v[10:11], v1, s[8:11], 0 offen offset:24
	buffer_load_dword v3, v1, s[8:11], 0 offen
	s_waitcnt vmcnt(5)
	buffer_store_dword v12, v5, s[4:7], 0 offen
	buffer_store_dword v13, v5, s[4:7], 0 offen offset:8
	v_mov_b32_e32 v4, 0
	buffer_store_dword v4, v5, s[4:7], 0 offen offset:4
	v_mov_b32_e32 v4, 0
	buffer_store_dword v4, v5, s[4:7], 0 offen offset:12
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(8)
	buffer_store_dwordx2 v[8:9], v5, s[4:7], 0 offen
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(8)
	buffer_store_dwordx2 v[6:7], v5, s[4:7], 0 offen offset:8
	s_waitcnt vmcnt(7)
	buffer_store_dword v10, v1, s[8:11], 0 offen offset:16
	buffer_store_dword v11, v1, s[8:11], 0 offen offset:20
	buffer_store_dword v2, v1, s[8:11], 0 offen offset:24
	s_waitcnt vmcnt(9)
	buffer_store_dword v3, v1, s[8:11], 0 offen
	s_endpgm
