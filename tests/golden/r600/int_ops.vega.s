; instructions: 99
; sgprs: 6
; vgprs: 23
; waitcnts: 2
; nops: 0
; code bytes: 624
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v19, v6, s[4:5]
	v_add_u32_e32 v10, 1, v4
	v_lshlrev_b32_e32 v12, 2, v10
	global_load_dword v1, v12, s[4:5]
	v_add_u32_e32 v3, v4, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v21, v19, v1
	v_mul_lo_u32 v20, v19, v1
	v_add_u32_e32 v22, v20, v19
	v_sub_u32_e32 v18, 0, v19
	v_max_i32_e32 v17, v19, v1
	v_min_i32_e32 v16, v19, v1
	v_max_u32_e32 v15, v19, v1
	v_min_u32_e32 v14, v19, v1
	v_cmp_eq_u32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v19, v1
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_and_b32_e32 v7, v19, v1
	v_or_b32_e32 v6, v19, v1
	v_xor_b32_e32 v5, v19, v1
	v_not_b32_e32 v4, v19
	v_sub_u32_e32 v2, v19, v1
	v_add_u32_e32 v1, 1.0, v19
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v19, 0x100, v3
	v_lshlrev_b32_e32 v19, 2, v19
	global_store_dword v19, v21, s[4:5]
	v_add_u32_e32 v19, 0x101, v3
	v_lshlrev_b32_e32 v19, 2, v19
	global_store_dword v19, v20, s[4:5]
	v_add_u32_e32 v19, 0x102, v3
	v_lshlrev_b32_e32 v19, 2, v19
	global_store_dword v19, v22, s[4:5]
	v_add_u32_e32 v19, 0x103, v3
	v_lshlrev_b32_e32 v20, 2, v19
	global_store_dword v20, v18, s[4:5]
	v_add_u32_e32 v18, 0x104, v3
	v_lshlrev_b32_e32 v18, 2, v18
	global_store_dword v18, v17, s[4:5]
	v_add_u32_e32 v17, 0x105, v3
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v16, s[4:5]
	v_add_u32_e32 v16, 0x106, v3
	v_lshlrev_b32_e32 v16, 2, v16
	global_store_dword v16, v15, s[4:5]
	v_add_u32_e32 v15, 0x107, v3
	v_lshlrev_b32_e32 v15, 2, v15
	global_store_dword v15, v14, s[4:5]
	v_add_u32_e32 v14, 0x108, v3
	v_lshlrev_b32_e32 v14, 2, v14
	global_store_dword v14, v13, s[4:5]
	v_add_u32_e32 v13, 0x109, v3
	v_lshlrev_b32_e32 v13, 2, v13
	global_store_dword v13, v12, s[4:5]
	v_add_u32_e32 v12, 0x10a, v3
	v_lshlrev_b32_e32 v12, 2, v12
	global_store_dword v12, v11, s[4:5]
	v_add_u32_e32 v11, 0x10b, v3
	v_lshlrev_b32_e32 v11, 2, v11
	global_store_dword v11, v10, s[4:5]
	v_add_u32_e32 v10, 0x10c, v3
	v_lshlrev_b32_e32 v10, 2, v10
	global_store_dword v10, v9, s[4:5]
	v_add_u32_e32 v9, 0x10d, v3
	v_lshlrev_b32_e32 v9, 2, v9
	global_store_dword v9, v8, s[4:5]
	v_add_u32_e32 v10, 0x10e, v3
	v_lshlrev_b32_e32 v12, 2, v10
	global_store_dword v12, v7, s[4:5]
	v_add_u32_e32 v15, 0x10f, v3
	v_lshlrev_b32_e32 v17, 2, v15
	global_store_dword v17, v6, s[4:5]
	v_add_u32_e32 v20, 0x110, v3
	v_lshlrev_b32_e32 v22, 2, v20
	global_store_dword v22, v5, s[4:5]
	v_add_u32_e32 v5, 0x111, v3
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[4:5]
	v_add_u32_e32 v4, 0x112, v3
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v2, s[4:5]
	v_add_u32_e32 v2, 0x113, v3
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
