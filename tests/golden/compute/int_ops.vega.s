; instructions: 57
; sgprs: 12
; vgprs: 24
; waitcnts: 2
; nops: 0
; code bytes: 376
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 3, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[22:23], v5, s[4:7], 0 offen
	v_lshlrev_b32_e32 v8, 2, v3
	v_add_u32_e32 v10, v8, v3
	v_lshlrev_b32_e32 v12, 4, v10
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v14, v22, v23
	v_mul_lo_u32 v16, v22, v23
	v_add_u32_e32 v18, v16, v22
	v_sub_u32_e32 v20, 0, v22
	v_max_i32_e32 v4, v22, v23
	v_min_i32_e32 v3, v22, v23
	v_max_u32_e32 v2, v22, v23
	v_min_u32_e32 v1, v22, v23
	v_cmp_eq_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v6, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v21, 0, -1, s[0:1]
	v_and_b32_e32 v19, v22, v23
	v_or_b32_e32 v17, v22, v23
	v_xor_b32_e32 v15, v22, v23
	v_not_b32_e32 v13, v22
	v_sub_u32_e32 v11, v22, v23
	v_add_u32_e32 v10, 1.0, v22
	buffer_store_dword v14, v12, s[8:11], 0 offen
	buffer_store_dword v16, v12, s[8:11], 0 offen offset:4
	buffer_store_dword v18, v12, s[8:11], 0 offen offset:8
	buffer_store_dword v20, v12, s[8:11], 0 offen offset:12
	buffer_store_dword v4, v12, s[8:11], 0 offen offset:16
	buffer_store_dword v3, v12, s[8:11], 0 offen offset:20
	buffer_store_dword v2, v12, s[8:11], 0 offen offset:24
	buffer_store_dword v1, v12, s[8:11], 0 offen offset:28
	buffer_store_dword v5, v12, s[8:11], 0 offen offset:32
	buffer_store_dword v6, v12, s[8:11], 0 offen offset:36
	buffer_store_dword v7, v12, s[8:11], 0 offen offset:40
	buffer_store_dword v8, v12, s[8:11], 0 offen offset:44
	buffer_store_dword v9, v12, s[8:11], 0 offen offset:48
	buffer_store_dword v21, v12, s[8:11], 0 offen offset:52
	buffer_store_dword v19, v12, s[8:11], 0 offen offset:56
	buffer_store_dword v17, v12, s[8:11], 0 offen offset:60
	buffer_store_dword v15, v12, s[8:11], 0 offen offset:64
	buffer_store_dword v13, v12, s[8:11], 0 offen offset:68
	buffer_store_dword v11, v12, s[8:11], 0 offen offset:72
	buffer_store_dword v10, v12, s[8:11], 0 offen offset:76
	s_endpgm
