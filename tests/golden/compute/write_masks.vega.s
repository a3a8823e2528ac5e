; instructions: 30
; sgprs: 12
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v8, s2, 6, v0
	v_lshlrev_b32_e32 v9, 4, v8
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[10:11], v9, s[4:7], 0 offen
	buffer_load_dword v1, v9, s[4:7], 0 offen offset:12
	v_lshlrev_b32_e32 v8, 6, v8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, v11, v11
	buffer_store_dword v10, v8, s[8:11], 0 offen
	v_mov_b32_e32 v4, 0xaaaaaaaa
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 1.0
	v_mov_b32_e32 v7, 0xaaaaaaaa
	buffer_store_dwordx4 v[4:7], v8, s[8:11], 0 offen offset:4
	buffer_store_dword v11, v8, s[8:11], 0 offen offset:20
	v_mov_b32_e32 v4, 1.0
	v_mov_b32_e32 v5, 0xaaaaaaaa
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0xaaaaaaaa
	buffer_store_dwordx4 v[4:7], v8, s[8:11], 0 offen offset:24
	v_mov_b32_e32 v0, 0xaaaaaaaa
	v_mov_b32_e32 v2, 1.0
	s_waitcnt vmcnt(4)
	buffer_store_dwordx4 v[0:3], v8, s[8:11], 0 offen offset:40
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0xaaaaaaaa
	buffer_store_dwordx2 v[10:11], v8, s[8:11], 0 offen offset:56
	s_endpgm
