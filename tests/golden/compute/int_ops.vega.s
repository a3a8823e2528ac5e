; instructions: 56
; sgprs: 8
; vgprs: 24
; waitcnts: 2
; nops: 0
; code bytes: 380
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 3, v3
	v_mov_b32_e32 v8, 0x50
	v_mul_lo_u32 v8, v3, v8
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v5, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v12, v22, v23
	v_mul_lo_u32 v14, v22, v23
	v_add_u32_e32 v16, v14, v22
	v_sub_u32_e32 v18, 0, v22
	v_max_i32_e32 v20, v22, v23
	v_min_i32_e32 v3, v22, v23
	v_max_u32_e32 v2, v22, v23
	v_min_u32_e32 v1, v22, v23
	v_cmp_eq_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v6, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
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
	global_store_dword v8, v12, s[6:7]
	global_store_dword v8, v14, s[6:7] offset:4
	global_store_dword v8, v16, s[6:7] offset:8
	global_store_dword v8, v18, s[6:7] offset:12
	global_store_dword v8, v20, s[6:7] offset:16
	global_store_dword v8, v3, s[6:7] offset:20
	global_store_dword v8, v2, s[6:7] offset:24
	global_store_dword v8, v1, s[6:7] offset:28
	global_store_dword v8, v4, s[6:7] offset:32
	global_store_dword v8, v5, s[6:7] offset:36
	global_store_dword v8, v6, s[6:7] offset:40
	global_store_dword v8, v7, s[6:7] offset:44
	global_store_dword v8, v9, s[6:7] offset:48
	global_store_dword v8, v21, s[6:7] offset:52
	global_store_dword v8, v19, s[6:7] offset:56
	global_store_dword v8, v17, s[6:7] offset:60
	global_store_dword v8, v15, s[6:7] offset:64
	global_store_dword v8, v13, s[6:7] offset:68
	global_store_dword v8, v11, s[6:7] offset:72
	global_store_dword v8, v10, s[6:7] offset:76
	s_endpgm
