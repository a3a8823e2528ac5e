; instructions: 103
; sgprs: 6
; vgprs: 24
; waitcnts: 2
; nops: 0
; code bytes: 588
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mul_lo_u32 v4, v2, 5
	v_add_u32_e32 v13, 64, v4
	v_mul_lo_u32 v8, v2, 4
	v_lshlrev_b32_e32 v10, 2, v8
	s_waitcnt lgkmcnt(0)
	global_load_dword v20, v10, s[4:5]
	v_add_u32_e32 v14, 1, v8
	v_lshlrev_b32_e32 v16, 2, v14
	global_load_dword v23, v16, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v21, v20, v23
	v_mul_lo_u32 v22, v20, v23
	v_add_u32_e32 v19, v22, v20
	v_sub_u32_e32 v18, 0, v20
	v_max_i32_e32 v17, v20, v23
	v_min_i32_e32 v16, v20, v23
	v_max_u32_e32 v15, v20, v23
	v_min_u32_e32 v14, v20, v23
	v_cmp_eq_u32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v20, v23
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_and_b32_e32 v6, v20, v23
	v_or_b32_e32 v5, v20, v23
	v_xor_b32_e32 v4, v20, v23
	v_not_b32_e32 v3, v20
	v_sub_u32_e32 v2, v20, v23
	v_add_u32_e32 v1, 1.0, v20
	v_mul_lo_u32 v20, v13, 4
	v_lshlrev_b32_e32 v23, 2, v20
	global_store_dword v23, v21, s[4:5]
	v_add_u32_e32 v21, 1, v20
	v_lshlrev_b32_e32 v21, 2, v21
	global_store_dword v21, v22, s[4:5]
	v_add_u32_e32 v21, 2, v20
	v_lshlrev_b32_e32 v21, 2, v21
	global_store_dword v21, v19, s[4:5]
	v_add_u32_e32 v19, 3, v20
	v_lshlrev_b32_e32 v20, 2, v19
	global_store_dword v20, v18, s[4:5]
	v_add_u32_e32 v23, 1, v13
	v_mul_lo_u32 v13, v23, 4
	v_lshlrev_b32_e32 v18, 2, v13
	global_store_dword v18, v17, s[4:5]
	v_add_u32_e32 v17, 1, v13
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v16, s[4:5]
	v_add_u32_e32 v16, 2, v13
	v_lshlrev_b32_e32 v16, 2, v16
	global_store_dword v16, v15, s[4:5]
	v_add_u32_e32 v13, 3, v13
	v_lshlrev_b32_e32 v13, 2, v13
	global_store_dword v13, v14, s[4:5]
	v_add_u32_e32 v13, 1, v23
	v_mul_lo_u32 v14, v13, 4
	v_lshlrev_b32_e32 v15, 2, v14
	global_store_dword v15, v12, s[4:5]
	v_add_u32_e32 v12, 1, v14
	v_lshlrev_b32_e32 v12, 2, v12
	global_store_dword v12, v11, s[4:5]
	v_add_u32_e32 v11, 2, v14
	v_lshlrev_b32_e32 v11, 2, v11
	global_store_dword v11, v10, s[4:5]
	v_add_u32_e32 v10, 3, v14
	v_lshlrev_b32_e32 v10, 2, v10
	global_store_dword v10, v9, s[4:5]
	v_add_u32_e32 v9, 1, v13
	v_mul_lo_u32 v10, v9, 4
	v_lshlrev_b32_e32 v11, 2, v10
	global_store_dword v11, v8, s[4:5]
	v_add_u32_e32 v11, 1, v10
	v_lshlrev_b32_e32 v13, 2, v11
	global_store_dword v13, v7, s[4:5]
	v_add_u32_e32 v16, 2, v10
	v_lshlrev_b32_e32 v18, 2, v16
	global_store_dword v18, v6, s[4:5]
	v_add_u32_e32 v21, 3, v10
	v_lshlrev_b32_e32 v23, 2, v21
	global_store_dword v23, v5, s[4:5]
	v_add_u32_e32 v5, 1, v9
	v_mul_lo_u32 v5, v5, 4
	v_lshlrev_b32_e32 v6, 2, v5
	global_store_dword v6, v4, s[4:5]
	v_add_u32_e32 v4, 1, v5
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[4:5]
	v_add_u32_e32 v3, 2, v5
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v2, s[4:5]
	v_add_u32_e32 v2, 3, v5
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
