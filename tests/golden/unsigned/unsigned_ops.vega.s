; instructions: 162
; sgprs: 12
; vgprs: 23
; waitcnts: 3
; nops: 0
; code bytes: 988
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[17:18], v5, s[4:7], 0 offen
	buffer_load_dwordx2 v[15:16], v5, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[21:22], v5, s[4:7], 0 offen offset:16
	buffer_load_dwordx2 v[19:20], v5, s[4:7], 0 offen offset:24
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v11, 4, v21
	v_or_b32_e32 v13, 4, v22
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, 4, v19
	v_or_b32_e32 v1, 4, v20
	v_cvt_f32_u32_e32 v3, v11
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_sub_u32_e32 v4, 0, v11
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v4, v17, v3
	v_mul_lo_u32 v3, v4, v11
	v_sub_u32_e32 v3, v17, v3
	v_cmp_ge_u32_e64 s[0:1], v3, v11
	v_add_u32_e32 v6, 1, v4
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_sub_u32_e32 v6, v3, v11
	v_cndmask_b32_e64 v3, v3, v6, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v3, v11
	v_add_u32_e32 v6, 1, v4
	v_cndmask_b32_e64 v6, v4, v6, s[0:1]
	v_sub_u32_e32 v4, v3, v11
	v_cndmask_b32_e64 v4, v3, v4, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v3, v6, -1, s[0:1]
	v_cvt_f32_u32_e32 v6, v13
	v_rcp_iflag_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_sub_u32_e32 v7, 0, v13
	v_mul_lo_u32 v9, v7, v6
	v_mul_hi_u32 v12, v6, v9
	v_add_u32_e32 v14, v6, v12
	v_mul_hi_u32 v7, v18, v14
	v_mul_lo_u32 v6, v7, v13
	v_sub_u32_e32 v6, v18, v6
	v_cmp_ge_u32_e64 s[0:1], v6, v13
	v_add_u32_e32 v8, 1, v7
	v_cndmask_b32_e64 v7, v7, v8, s[0:1]
	v_sub_u32_e32 v8, v6, v13
	v_cndmask_b32_e64 v6, v6, v8, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v6, v13
	v_add_u32_e32 v8, 1, v7
	v_cndmask_b32_e64 v8, v7, v8, s[0:1]
	v_sub_u32_e32 v7, v6, v13
	v_cndmask_b32_e64 v7, v6, v7, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v13, 0
	v_cndmask_b32_e64 v6, v8, -1, s[0:1]
	v_cvt_f32_u32_e32 v8, v2
	v_rcp_iflag_f32_e32 v8, v8
	v_mul_f32_e32 v8, 0x4f7ffffe, v8
	v_cvt_u32_f32_e32 v8, v8
	v_sub_u32_e32 v9, 0, v2
	v_mul_lo_u32 v9, v9, v8
	v_mul_hi_u32 v9, v8, v9
	v_add_u32_e32 v8, v8, v9
	v_mul_hi_u32 v9, v15, v8
	v_mul_lo_u32 v8, v9, v2
	v_sub_u32_e32 v8, v15, v8
	v_cmp_ge_u32_e64 s[0:1], v8, v2
	v_add_u32_e32 v10, 1, v9
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_sub_u32_e32 v10, v8, v2
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v2
	v_add_u32_e32 v12, 1, v9
	v_cndmask_b32_e64 v14, v9, v12, s[0:1]
	v_sub_u32_e32 v9, v8, v2
	v_cndmask_b32_e64 v9, v8, v9, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v2, 0
	v_cndmask_b32_e64 v8, v14, -1, s[0:1]
	v_cvt_f32_u32_e32 v10, v1
	v_rcp_iflag_f32_e32 v10, v10
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_sub_u32_e32 v12, 0, v1
	v_mul_lo_u32 v12, v12, v10
	v_mul_hi_u32 v12, v10, v12
	v_add_u32_e32 v10, v10, v12
	v_mul_hi_u32 v12, v16, v10
	v_mul_lo_u32 v10, v12, v1
	v_sub_u32_e32 v10, v16, v10
	v_cmp_ge_u32_e64 s[0:1], v10, v1
	v_add_u32_e32 v14, 1, v12
	v_cndmask_b32_e64 v12, v12, v14, s[0:1]
	v_sub_u32_e32 v14, v10, v1
	v_cndmask_b32_e64 v10, v10, v14, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v1
	v_add_u32_e32 v14, 1, v12
	v_cndmask_b32_e64 v14, v12, v14, s[0:1]
	v_sub_u32_e32 v12, v10, v1
	v_cndmask_b32_e64 v12, v10, v12, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v1, 0
	v_cndmask_b32_e64 v10, v14, -1, s[0:1]
	v_mul_lo_u32 v4, v3, v4
	v_add_u32_e32 v4, v17, v4
	v_mul_lo_u32 v7, v6, v7
	v_add_u32_e32 v7, v18, v7
	v_mul_lo_u32 v14, v8, v9
	v_add_u32_e32 v14, v15, v14
	v_mul_lo_u32 v9, v10, v12
	v_add_u32_e32 v9, v16, v9
	v_mad_u32_u24 v3, v4, v11, v3
	v_mad_u32_u24 v6, v7, v13, v6
	v_mad_u32_u24 v7, v14, v2, v8
	v_mad_u32_u24 v4, v9, v1, v10
	v_mul_lo_u32 v3, v3, v11
	v_mul_lo_u32 v6, v6, v13
	v_mul_lo_u32 v7, v7, v2
	v_mul_lo_u32 v4, v4, v1
	v_mul_hi_u32 v3, v3, v17
	v_mul_hi_u32 v6, v6, v18
	v_mul_hi_u32 v7, v7, v15
	v_mul_hi_u32 v4, v4, v16
	v_mul_u32_u24_e32 v3, v3, v11
	v_mul_u32_u24_e32 v6, v6, v13
	v_mul_u32_u24_e32 v7, v7, v2
	v_mul_u32_u24_e32 v4, v4, v1
	v_mul_hi_u32_u24_e32 v3, v3, v17
	v_mul_hi_u32_u24_e32 v6, v6, v18
	v_mul_hi_u32_u24_e32 v7, v7, v15
	v_mul_hi_u32_u24_e32 v4, v4, v16
	v_max_u32_e32 v3, v3, v11
	v_max_u32_e32 v6, v6, v13
	v_max_u32_e32 v7, v7, v2
	v_max_u32_e32 v4, v4, v1
	v_min_u32_e32 v3, v3, v17
	v_min_u32_e32 v6, v6, v18
	v_min_u32_e32 v7, v7, v15
	v_min_u32_e32 v9, v4, v16
	v_cmp_ge_u32_e64 s[0:1], v3, v11
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v7, v2
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v6, v18
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v9, v16
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_lshrrev_b32_e32 v10, v1, v3
	v_lshrrev_b32_e32 v3, v1, v6
	v_lshrrev_b32_e32 v6, v1, v7
	v_lshrrev_b32_e32 v1, v1, v9
	v_add_u32_e32 v15, v10, v12
	v_add_u32_e32 v16, v3, v8
	v_add_u32_e32 v17, v6, v2
	v_add_u32_e32 v18, v1, v4
	buffer_store_dwordx2 v[15:16], v5, s[8:11], 0 offen
	buffer_store_dwordx2 v[17:18], v5, s[8:11], 0 offen offset:8
	s_endpgm
