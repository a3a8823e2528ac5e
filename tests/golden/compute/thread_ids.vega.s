; instructions: 29
; sgprs: 12
; vgprs: 13
; waitcnts: 1
; nops: 0
; code bytes: 172
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dword s6, s[0:1], 0x10
	s_load_dword s5, s[0:1], 0x18
	v_mad_u32_u24 v10, v2, 2, v1
	v_mad_u32_u24 v11, v10, 4, v0
	v_lshl_add_u32 v3, s2, 2, v0
	v_lshl_add_u32 v4, s3, 1, v1
	v_lshl_add_u32 v5, s4, 1, v2
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s6
	s_add_i32 s5, s5, s2
	s_lshl_b32 s6, s5, 4
	v_add_u32_e32 v9, s6, v11
	v_lshlrev_b32_e32 v10, 1, v9
	v_add_u32_e32 v10, v10, v9
	v_lshlrev_b32_e32 v10, 4, v10
	buffer_store_dwordx3 v[3:5], v10, s[8:11], 0 offen
	buffer_store_dword v0, v10, s[8:11], 0 offen offset:12
	buffer_store_dword v1, v10, s[8:11], 0 offen offset:16
	buffer_store_dword v2, v10, s[8:11], 0 offen offset:20
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v8, s4
	buffer_store_dwordx4 v[6:9], v10, s[8:11], 0 offen offset:24
	v_mov_b32_e32 v12, s5
	buffer_store_dwordx2 v[11:12], v10, s[8:11], 0 offen offset:40
	s_endpgm
