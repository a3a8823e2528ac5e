; instructions: 158
; sgprs: 12
; vgprs: 22
; waitcnts: 2
; nops: 0
; code bytes: 960
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
	v_or_b32_e32 v16, 4, v4
	v_or_b32_e32 v18, 4, v5
	v_or_b32_e32 v20, 4, v6
	v_or_b32_e32 v8, 4, v7
	v_cvt_f32_u32_e32 v9, v16
	v_rcp_iflag_f32_e32 v9, v9
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	v_sub_u32_e32 v10, 0, v16
	v_mul_lo_u32 v10, v10, v9
	v_mul_hi_u32 v10, v9, v10
	v_add_u32_e32 v9, v9, v10
	v_mul_hi_u32 v10, v0, v9
	v_mul_lo_u32 v9, v10, v16
	v_sub_u32_e32 v9, v0, v9
	v_cmp_ge_u32_e64 s[0:1], v9, v16
	v_add_u32_e32 v11, 1, v10
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_sub_u32_e32 v11, v9, v16
	v_cndmask_b32_e64 v9, v9, v11, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v9, v16
	v_add_u32_e32 v11, 1, v10
	v_cndmask_b32_e64 v11, v10, v11, s[0:1]
	v_sub_u32_e32 v10, v9, v16
	v_cndmask_b32_e64 v10, v9, v10, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, 0
	v_cndmask_b32_e64 v9, v11, -1, s[0:1]
	v_cvt_f32_u32_e32 v11, v18
	v_rcp_iflag_f32_e32 v11, v11
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_sub_u32_e32 v13, 0, v18
	v_mul_lo_u32 v14, v13, v11
	v_mul_hi_u32 v17, v11, v14
	v_add_u32_e32 v19, v11, v17
	v_mul_hi_u32 v21, v1, v19
	v_mul_lo_u32 v11, v21, v18
	v_sub_u32_e32 v11, v1, v11
	v_cmp_ge_u32_e64 s[0:1], v11, v18
	v_add_u32_e32 v13, 1, v21
	v_cndmask_b32_e64 v13, v21, v13, s[0:1]
	v_sub_u32_e32 v14, v11, v18
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v18
	v_add_u32_e32 v14, 1, v13
	v_cndmask_b32_e64 v14, v13, v14, s[0:1]
	v_sub_u32_e32 v13, v11, v18
	v_cndmask_b32_e64 v13, v11, v13, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v18, 0
	v_cndmask_b32_e64 v11, v14, -1, s[0:1]
	v_cvt_f32_u32_e32 v14, v20
	v_rcp_iflag_f32_e32 v14, v14
	v_mul_f32_e32 v14, 0x4f7ffffe, v14
	v_cvt_u32_f32_e32 v14, v14
	v_sub_u32_e32 v15, 0, v20
	v_mul_lo_u32 v15, v15, v14
	v_mul_hi_u32 v15, v14, v15
	v_add_u32_e32 v14, v14, v15
	v_mul_hi_u32 v15, v2, v14
	v_mul_lo_u32 v14, v15, v20
	v_sub_u32_e32 v14, v2, v14
	v_cmp_ge_u32_e64 s[0:1], v14, v20
	v_add_u32_e32 v17, 1, v15
	v_cndmask_b32_e64 v15, v15, v17, s[0:1]
	v_sub_u32_e32 v17, v14, v20
	v_cndmask_b32_e64 v14, v14, v17, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v14, v20
	v_add_u32_e32 v17, 1, v15
	v_cndmask_b32_e64 v19, v15, v17, s[0:1]
	v_sub_u32_e32 v21, v14, v20
	v_cndmask_b32_e64 v15, v14, v21, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v20, 0
	v_cndmask_b32_e64 v14, v19, -1, s[0:1]
	v_cvt_f32_u32_e32 v17, v8
	v_rcp_iflag_f32_e32 v17, v17
	v_mul_f32_e32 v17, 0x4f7ffffe, v17
	v_cvt_u32_f32_e32 v17, v17
	v_sub_u32_e32 v19, 0, v8
	v_mul_lo_u32 v19, v19, v17
	v_mul_hi_u32 v19, v17, v19
	v_add_u32_e32 v17, v17, v19
	v_mul_hi_u32 v19, v3, v17
	v_mul_lo_u32 v17, v19, v8
	v_sub_u32_e32 v17, v3, v17
	v_cmp_ge_u32_e64 s[0:1], v17, v8
	v_add_u32_e32 v21, 1, v19
	v_cndmask_b32_e64 v19, v19, v21, s[0:1]
	v_sub_u32_e32 v21, v17, v8
	v_cndmask_b32_e64 v17, v17, v21, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v17, v8
	v_add_u32_e32 v21, 1, v19
	v_cndmask_b32_e64 v21, v19, v21, s[0:1]
	v_sub_u32_e32 v19, v17, v8
	v_cndmask_b32_e64 v19, v17, v19, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v8, 0
	v_cndmask_b32_e64 v17, v21, -1, s[0:1]
	v_mul_lo_u32 v10, v9, v10
	v_add_u32_e32 v10, v0, v10
	v_mul_lo_u32 v13, v11, v13
	v_add_u32_e32 v13, v1, v13
	v_mul_lo_u32 v21, v14, v15
	v_add_u32_e32 v21, v2, v21
	v_mul_lo_u32 v15, v17, v19
	v_add_u32_e32 v15, v3, v15
	v_mad_u32_u24 v9, v10, v16, v9
	v_mad_u32_u24 v10, v13, v18, v11
	v_mad_u32_u24 v13, v21, v20, v14
	v_mad_u32_u24 v11, v15, v8, v17
	v_mul_lo_u32 v9, v9, v16
	v_mul_lo_u32 v10, v10, v18
	v_mul_lo_u32 v13, v13, v20
	v_mul_lo_u32 v11, v11, v8
	v_mul_hi_u32 v9, v9, v0
	v_mul_hi_u32 v10, v10, v1
	v_mul_hi_u32 v13, v13, v2
	v_mul_hi_u32 v11, v11, v3
	v_mul_u32_u24_e32 v9, v9, v16
	v_mul_u32_u24_e32 v10, v10, v18
	v_mul_u32_u24_e32 v13, v13, v20
	v_mul_u32_u24_e32 v11, v11, v8
	v_mul_hi_u32_u24_e32 v9, v9, v0
	v_mul_hi_u32_u24_e32 v10, v10, v1
	v_mul_hi_u32_u24_e32 v13, v13, v2
	v_mul_hi_u32_u24_e32 v11, v11, v3
	v_max_u32_e32 v9, v9, v16
	v_max_u32_e32 v10, v10, v18
	v_max_u32_e32 v13, v13, v20
	v_max_u32_e32 v11, v11, v8
	v_min_u32_e32 v9, v9, v0
	v_min_u32_e32 v10, v10, v1
	v_min_u32_e32 v13, v13, v2
	v_min_u32_e32 v14, v11, v3
	v_cmp_ge_u32_e64 s[0:1], v9, v16
	v_cndmask_b32_e64 v17, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v20
	v_cndmask_b32_e64 v20, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v10, v1
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v14, v3
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_lshrrev_b32_e32 v16, v8, v9
	v_lshrrev_b32_e32 v10, v8, v10
	v_lshrrev_b32_e32 v9, v8, v13
	v_lshrrev_b32_e32 v8, v8, v14
	v_add_u32_e32 v0, v16, v17
	v_add_u32_e32 v1, v10, v15
	v_add_u32_e32 v2, v9, v20
	v_add_u32_e32 v3, v8, v11
	buffer_store_dwordx4 v[0:3], v12, s[8:11], 0 offen
	s_endpgm
