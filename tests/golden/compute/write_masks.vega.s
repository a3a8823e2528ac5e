; instructions: 33
; sgprs: 12
; vgprs: 11
; waitcnts: 3
; nops: 0
; code bytes: 212
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[7:8], v2, s[4:7], 0 offen
	buffer_load_dword v6, v2, s[4:7], 0 offen offset:12
	v_lshlrev_b32_e32 v1, 6, v1
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v4, v8, v8
	buffer_store_dword v7, v1, s[8:11], 0 offen
	v_mov_b32_e32 v9, 0xaaaaaaaa
	v_mov_b32_e32 v10, 0
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:4
	v_mov_b32_e32 v9, 1.0
	v_mov_b32_e32 v10, 0xaaaaaaaa
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:12
	buffer_store_dword v8, v1, s[8:11], 0 offen offset:20
	v_mov_b32_e32 v7, 1.0
	v_mov_b32_e32 v8, 0xaaaaaaaa
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen offset:24
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0xaaaaaaaa
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen offset:32
	v_mov_b32_e32 v5, 0xaaaaaaaa
	s_waitcnt vmcnt(6)
	buffer_store_dwordx2 v[5:6], v1, s[8:11], 0 offen offset:40
	v_mov_b32_e32 v3, 1.0
	buffer_store_dwordx2 v[3:4], v1, s[8:11], 0 offen offset:48
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0xaaaaaaaa
	buffer_store_dwordx2 v[3:4], v1, s[8:11], 0 offen offset:56
	s_endpgm
