; instructions: 142
; sgprs: 12
; vgprs: 22
; waitcnts: 3
; nops: 0
; code bytes: 860
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[20:21], v5, s[4:7], 0 offen
	buffer_load_dwordx2 v[18:19], v5, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[16:17], v5, s[4:7], 0 offen offset:16
	buffer_load_dwordx2 v[14:15], v5, s[4:7], 0 offen offset:24
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v11, v20, v16
	v_add_u32_e32 v13, v21, v17
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v18, v14
	v_add_u32_e32 v1, v19, v15
	v_and_b32_e32 v2, v11, v21
	v_and_b32_e32 v4, v13, v18
	v_and_b32_e32 v3, v3, v19
	v_and_b32_e32 v1, v1, v20
	v_or_b32_e32 v2, v2, v15
	v_or_b32_e32 v4, v4, v14
	v_or_b32_e32 v3, v3, v17
	v_or_b32_e32 v1, v1, v16
	v_xor_b32_e32 v2, v2, v20
	v_xor_b32_e32 v4, v4, v21
	v_xor_b32_e32 v3, v3, v18
	v_xor_b32_e32 v1, v1, v19
	v_not_b32_e32 v2, v2
	v_not_b32_e32 v4, v4
	v_not_b32_e32 v3, v3
	v_not_b32_e32 v1, v1
	v_sub_u32_e32 v6, 0, v16
	v_mul_lo_u32 v2, v2, v20
	v_add_u32_e32 v2, v6, v2
	v_sub_u32_e32 v6, 0, v17
	v_mul_lo_u32 v4, v4, v21
	v_add_u32_e32 v4, v6, v4
	v_sub_u32_e32 v6, 0, v14
	v_mul_lo_u32 v3, v3, v18
	v_add_u32_e32 v3, v6, v3
	v_sub_u32_e32 v6, 0, v15
	v_mul_lo_u32 v9, v1, v19
	v_add_u32_e32 v9, v6, v9
	v_mad_i32_i24 v12, v20, v16, v2
	v_mad_i32_i24 v2, v21, v17, v4
	v_mad_i32_i24 v1, v18, v14, v3
	v_mad_i32_i24 v3, v19, v15, v9
	v_mul_lo_u32 v4, v12, v16
	v_mul_lo_u32 v2, v2, v17
	v_mul_lo_u32 v1, v1, v14
	v_mul_lo_u32 v3, v3, v15
	v_mul_hi_i32 v4, v4, v20
	v_mul_hi_i32 v2, v2, v21
	v_mul_hi_i32 v1, v1, v18
	v_mul_hi_i32 v3, v3, v19
	v_mul_i32_i24_e32 v4, v4, v16
	v_mul_i32_i24_e32 v2, v2, v17
	v_mul_i32_i24_e32 v1, v1, v14
	v_mul_i32_i24_e32 v3, v3, v15
	v_mul_hi_i32_i24_e32 v4, v4, v20
	v_mul_hi_i32_i24_e32 v2, v2, v21
	v_mul_hi_i32_i24_e32 v1, v1, v18
	v_mul_hi_i32_i24_e32 v3, v3, v19
	v_max_i32_e32 v4, v4, v20
	v_max_i32_e32 v2, v2, v21
	v_max_i32_e32 v1, v1, v18
	v_max_i32_e32 v3, v3, v19
	v_min_i32_e32 v4, v4, v16
	v_min_i32_e32 v2, v2, v17
	v_min_i32_e32 v1, v1, v14
	v_min_i32_e32 v3, v3, v15
	v_sub_u32_e32 v6, 0, v4
	v_sub_u32_e32 v7, 0, v2
	v_sub_u32_e32 v9, 0, v1
	v_sub_u32_e32 v11, 0, v3
	v_cmp_eq_u32_e64 s[0:1], v6, v20
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v7, v21
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v9, v18
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v11, v19
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v1, v16
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v4, v17
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v3, v14
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v2, v15
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v1, v20
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v4, v21
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v3, v18
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v2, v19
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v1, v6
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v4, v7
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v3, v9
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v2, v11
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_lshlrev_b32_e32 v6, v20, v1
	v_lshlrev_b32_e32 v1, v20, v4
	v_lshlrev_b32_e32 v2, v20, v3
	v_lshlrev_b32_e32 v4, v20, v7
	v_ashrrev_i32_e32 v6, v17, v6
	v_ashrrev_i32_e32 v8, v17, v1
	v_ashrrev_i32_e32 v10, v17, v2
	v_ashrrev_i32_e32 v12, v17, v4
	v_add_co_u32_e64 v1, s[0:1], v6, v20
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_add_co_u32_e64 v2, s[0:1], v8, v21
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_add_co_u32_e64 v3, s[0:1], v10, v18
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_add_co_u32_e64 v4, s[0:1], v12, v19
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_sub_co_u32_e64 v7, s[0:1], v6, v16
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	v_sub_co_u32_e64 v7, s[0:1], v8, v17
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_sub_co_u32_e64 v11, s[0:1], v10, v14
	v_cndmask_b32_e64 v13, 0, 1, s[0:1]
	v_sub_co_u32_e64 v11, s[0:1], v12, v15
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_add_u32_e32 v6, v6, v1
	v_add_u32_e32 v2, v8, v2
	v_add_u32_e32 v3, v10, v3
	v_add_u32_e32 v1, v12, v4
	v_add_u32_e32 v14, v6, v9
	v_add_u32_e32 v15, v2, v7
	v_add_u32_e32 v16, v3, v13
	v_add_u32_e32 v17, v1, v11
	buffer_store_dwordx2 v[14:15], v5, s[8:11], 0 offen
	buffer_store_dwordx2 v[16:17], v5, s[8:11], 0 offen offset:8
	s_endpgm
