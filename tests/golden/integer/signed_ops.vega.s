; instructions: 138
; sgprs: 12
; vgprs: 22
; waitcnts: 2
; nops: 0
; code bytes: 832
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v10, s2, 6, v0
	v_lshlrev_b32_e32 v12, 4, v10
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v12, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v12, s[4:7], 0 offen offset:16
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v16, v0, v4
	v_add_u32_e32 v18, v1, v5
	v_add_u32_e32 v20, v2, v6
	v_add_u32_e32 v8, v3, v7
	v_and_b32_e32 v9, v16, v1
	v_and_b32_e32 v11, v18, v2
	v_and_b32_e32 v10, v20, v3
	v_and_b32_e32 v8, v8, v0
	v_or_b32_e32 v9, v9, v7
	v_or_b32_e32 v11, v11, v6
	v_or_b32_e32 v10, v10, v5
	v_or_b32_e32 v8, v8, v4
	v_xor_b32_e32 v9, v9, v0
	v_xor_b32_e32 v11, v11, v1
	v_xor_b32_e32 v10, v10, v2
	v_xor_b32_e32 v8, v8, v3
	v_not_b32_e32 v9, v9
	v_not_b32_e32 v11, v11
	v_not_b32_e32 v10, v10
	v_not_b32_e32 v8, v8
	v_sub_u32_e32 v13, 0, v4
	v_mul_lo_u32 v9, v9, v0
	v_add_u32_e32 v9, v13, v9
	v_sub_u32_e32 v13, 0, v5
	v_mul_lo_u32 v11, v11, v1
	v_add_u32_e32 v11, v13, v11
	v_sub_u32_e32 v13, 0, v6
	v_mul_lo_u32 v10, v10, v2
	v_add_u32_e32 v10, v13, v10
	v_sub_u32_e32 v13, 0, v7
	v_mul_lo_u32 v14, v8, v3
	v_add_u32_e32 v14, v13, v14
	v_mad_i32_i24 v17, v0, v4, v9
	v_mad_i32_i24 v19, v1, v5, v11
	v_mad_i32_i24 v9, v2, v6, v10
	v_mad_i32_i24 v8, v3, v7, v14
	v_mul_lo_u32 v10, v17, v4
	v_mul_lo_u32 v11, v19, v5
	v_mul_lo_u32 v9, v9, v6
	v_mul_lo_u32 v8, v8, v7
	v_mul_hi_i32 v10, v10, v0
	v_mul_hi_i32 v11, v11, v1
	v_mul_hi_i32 v9, v9, v2
	v_mul_hi_i32 v8, v8, v3
	v_mul_i32_i24_e32 v10, v10, v4
	v_mul_i32_i24_e32 v11, v11, v5
	v_mul_i32_i24_e32 v9, v9, v6
	v_mul_i32_i24_e32 v8, v8, v7
	v_mul_hi_i32_i24_e32 v10, v10, v0
	v_mul_hi_i32_i24_e32 v11, v11, v1
	v_mul_hi_i32_i24_e32 v9, v9, v2
	v_mul_hi_i32_i24_e32 v8, v8, v3
	v_max_i32_e32 v10, v10, v0
	v_max_i32_e32 v11, v11, v1
	v_max_i32_e32 v9, v9, v2
	v_max_i32_e32 v8, v8, v3
	v_min_i32_e32 v10, v10, v4
	v_min_i32_e32 v11, v11, v5
	v_min_i32_e32 v9, v9, v6
	v_min_i32_e32 v8, v8, v7
	v_sub_u32_e32 v10, 0, v10
	v_sub_u32_e32 v13, 0, v11
	v_sub_u32_e32 v14, 0, v9
	v_sub_u32_e32 v16, 0, v8
	v_cmp_eq_u32_e64 s[0:1], v10, v0
	v_cndmask_b32_e64 v19, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v13, v1
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v2
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, v3
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v19, v4
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v15, v5
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v11, v6
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v9, v7
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v8, v0
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v15, v1
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v11, v2
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v9, v3
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v8, v10
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v15, v13
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v11, v14
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v9, v16
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_lshlrev_b32_e32 v13, v0, v8
	v_lshlrev_b32_e32 v10, v0, v10
	v_lshlrev_b32_e32 v8, v0, v11
	v_lshlrev_b32_e32 v9, v0, v9
	v_ashrrev_i32_e32 v11, v5, v13
	v_ashrrev_i32_e32 v13, v5, v10
	v_ashrrev_i32_e32 v15, v5, v8
	v_ashrrev_i32_e32 v17, v5, v9
	v_add_co_u32_e64 v19, s[0:1], v11, v0
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_add_co_u32_e64 v9, s[0:1], v13, v1
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	v_add_co_u32_e64 v10, s[0:1], v15, v2
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_add_co_u32_e64 v14, s[0:1], v17, v3
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_sub_co_u32_e64 v16, s[0:1], v11, v4
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_sub_co_u32_e64 v18, s[0:1], v13, v5
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_sub_co_u32_e64 v19, s[0:1], v15, v6
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_sub_co_u32_e64 v20, s[0:1], v17, v7
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_add_u32_e32 v21, v11, v8
	v_add_u32_e32 v11, v13, v9
	v_add_u32_e32 v9, v15, v10
	v_add_u32_e32 v8, v17, v14
	v_add_u32_e32 v0, v21, v16
	v_add_u32_e32 v1, v11, v18
	v_add_u32_e32 v2, v9, v19
	v_add_u32_e32 v3, v8, v20
	buffer_store_dwordx4 v[0:3], v12, s[8:11], 0 offen
	s_endpgm
