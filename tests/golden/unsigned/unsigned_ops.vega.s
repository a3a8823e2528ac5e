; instructions: 157
; sgprs: 12
; vgprs: 22
; waitcnts: 2
; nops: 0
; code bytes: 952
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v9, s2, 6, v0
	v_lshlrev_b32_e32 v11, 4, v9
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v11, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v11, s[4:7], 0 offen offset:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v15, 4, v4
	v_or_b32_e32 v17, 4, v5
	v_or_b32_e32 v19, 4, v6
	v_or_b32_e32 v21, 4, v7
	v_cvt_f32_u32_e32 v8, v15
	v_rcp_iflag_f32_e32 v8, v8
	v_mul_f32_e32 v8, 0x4f7ffffe, v8
	v_cvt_u32_f32_e32 v8, v8
	v_sub_u32_e32 v9, 0, v15
	v_mul_lo_u32 v9, v9, v8
	v_mul_hi_u32 v9, v8, v9
	v_add_u32_e32 v8, v8, v9
	v_mul_hi_u32 v9, v0, v8
	v_mul_lo_u32 v8, v9, v15
	v_sub_u32_e32 v8, v0, v8
	v_cmp_ge_u32_e64 s[0:1], v8, v15
	v_add_u32_e32 v10, 1, v9
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_sub_u32_e32 v10, v8, v15
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v15
	v_add_u32_e32 v10, 1, v9
	v_cndmask_b32_e64 v10, v9, v10, s[0:1]
	v_sub_u32_e32 v9, v8, v15
	v_cndmask_b32_e64 v9, v8, v9, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v15, 0
	v_cndmask_b32_e64 v8, v10, -1, s[0:1]
	v_cvt_f32_u32_e32 v10, v17
	v_rcp_iflag_f32_e32 v10, v10
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_sub_u32_e32 v12, 0, v17
	v_mul_lo_u32 v13, v12, v10
	v_mul_hi_u32 v16, v10, v13
	v_add_u32_e32 v18, v10, v16
	v_mul_hi_u32 v20, v1, v18
	v_mul_lo_u32 v10, v20, v17
	v_sub_u32_e32 v10, v1, v10
	v_cmp_ge_u32_e64 s[0:1], v10, v17
	v_add_u32_e32 v12, 1, v20
	v_cndmask_b32_e64 v12, v20, v12, s[0:1]
	v_sub_u32_e32 v13, v10, v17
	v_cndmask_b32_e64 v10, v10, v13, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v17
	v_add_u32_e32 v13, 1, v12
	v_cndmask_b32_e64 v13, v12, v13, s[0:1]
	v_sub_u32_e32 v12, v10, v17
	v_cndmask_b32_e64 v12, v10, v12, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v17, 0
	v_cndmask_b32_e64 v10, v13, -1, s[0:1]
	v_cvt_f32_u32_e32 v13, v19
	v_rcp_iflag_f32_e32 v13, v13
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v13, v13
	v_sub_u32_e32 v14, 0, v19
	v_mul_lo_u32 v14, v14, v13
	v_mul_hi_u32 v14, v13, v14
	v_add_u32_e32 v13, v13, v14
	v_mul_hi_u32 v14, v2, v13
	v_mul_lo_u32 v13, v14, v19
	v_sub_u32_e32 v13, v2, v13
	v_cmp_ge_u32_e64 s[0:1], v13, v19
	v_add_u32_e32 v16, 1, v14
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	v_sub_u32_e32 v16, v13, v19
	v_cndmask_b32_e64 v13, v13, v16, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v19
	v_add_u32_e32 v16, 1, v14
	v_cndmask_b32_e64 v18, v14, v16, s[0:1]
	v_sub_u32_e32 v20, v13, v19
	v_cndmask_b32_e64 v14, v13, v20, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v19, 0
	v_cndmask_b32_e64 v13, v18, -1, s[0:1]
	v_cvt_f32_u32_e32 v16, v21
	v_rcp_iflag_f32_e32 v16, v16
	v_mul_f32_e32 v16, 0x4f7ffffe, v16
	v_cvt_u32_f32_e32 v16, v16
	v_sub_u32_e32 v18, 0, v21
	v_mul_lo_u32 v18, v18, v16
	v_mul_hi_u32 v18, v16, v18
	v_add_u32_e32 v16, v16, v18
	v_mul_hi_u32 v18, v3, v16
	v_mul_lo_u32 v16, v18, v21
	v_sub_u32_e32 v16, v3, v16
	v_cmp_ge_u32_e64 s[0:1], v16, v21
	v_add_u32_e32 v20, 1, v18
	v_cndmask_b32_e64 v18, v18, v20, s[0:1]
	v_sub_u32_e32 v20, v16, v21
	v_cndmask_b32_e64 v16, v16, v20, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v16, v21
	v_add_u32_e32 v20, 1, v18
	v_cndmask_b32_e64 v20, v18, v20, s[0:1]
	v_sub_u32_e32 v18, v16, v21
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v21, 0
	v_cndmask_b32_e64 v16, v20, -1, s[0:1]
	v_mul_lo_u32 v9, v8, v9
	v_add_u32_e32 v9, v0, v9
	v_mul_lo_u32 v12, v10, v12
	v_add_u32_e32 v12, v1, v12
	v_mul_lo_u32 v20, v13, v14
	v_add_u32_e32 v20, v2, v20
	v_mul_lo_u32 v14, v16, v18
	v_add_u32_e32 v14, v3, v14
	v_mad_u32_u24 v8, v9, v15, v8
	v_mad_u32_u24 v9, v12, v17, v10
	v_mad_u32_u24 v12, v20, v19, v13
	v_mad_u32_u24 v10, v14, v21, v16
	v_mul_lo_u32 v8, v8, v15
	v_mul_lo_u32 v9, v9, v17
	v_mul_lo_u32 v12, v12, v19
	v_mul_lo_u32 v10, v10, v21
	v_mul_hi_u32 v8, v8, v0
	v_mul_hi_u32 v9, v9, v1
	v_mul_hi_u32 v12, v12, v2
	v_mul_hi_u32 v10, v10, v3
	v_mul_u32_u24_e32 v8, v8, v15
	v_mul_u32_u24_e32 v9, v9, v17
	v_mul_u32_u24_e32 v12, v12, v19
	v_mul_u32_u24_e32 v10, v10, v21
	v_mul_hi_u32_u24_e32 v8, v8, v0
	v_mul_hi_u32_u24_e32 v9, v9, v1
	v_mul_hi_u32_u24_e32 v12, v12, v2
	v_mul_hi_u32_u24_e32 v10, v10, v3
	v_max_u32_e32 v8, v8, v15
	v_max_u32_e32 v9, v9, v17
	v_max_u32_e32 v12, v12, v19
	v_max_u32_e32 v10, v10, v21
	v_min_u32_e32 v8, v8, v0
	v_min_u32_e32 v9, v9, v1
	v_min_u32_e32 v12, v12, v2
	v_min_u32_e32 v13, v10, v3
	v_cmp_ge_u32_e64 s[0:1], v8, v15
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v19
	v_cndmask_b32_e64 v19, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v9, v1
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v13, v3
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_lshrrev_b32_e32 v17, v21, v8
	v_lshrrev_b32_e32 v15, v21, v9
	v_lshrrev_b32_e32 v9, v21, v12
	v_lshrrev_b32_e32 v8, v21, v13
	v_add_u32_e32 v0, v17, v16
	v_add_u32_e32 v1, v15, v14
	v_add_u32_e32 v2, v9, v19
	v_add_u32_e32 v3, v8, v10
	buffer_store_dwordx4 v[0:3], v11, s[8:11], 0 offen
	s_endpgm
