; instructions: 169
; sgprs: 12
; vgprs: 22
; waitcnts: 2
; nops: 0
; code bytes: 1120
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v6, s2, 6, v0
	v_lshlrev_b32_e32 v8, 4, v6
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v8, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[18:19], v0
	v_xor_b32_e32 v13, 0x80000000, v1
	v_cvt_f64_f32_e32 v[20:21], v13
	v_cvt_f32_f64_e32 v5, v[18:19]
	v_cvt_f32_f64_e32 v4, v[20:21]
	v_mov_b32_e32 v20, v18
	v_and_b32_e32 v21, 0x7fffffff, v19
	v_cvt_f32_f64_e32 v6, v[20:21]
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_bfe_u32 v9, v7, 13, 1
	v_add_u32_e32 v10, 0xc8000fff, v7
	v_add_u32_e32 v9, v10, v9
	v_lshrrev_b32_e32 v9, 13, v9
	v_min_u32_e32 v9, 0x7c00, v9
	v_add_f32_e64 v10, |v0|, 0.5
	v_subrev_u32_e32 v10, 0.5, v10
	v_mov_b32_e32 v11, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v11, v7
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_mov_b32_e32 v10, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v10, v7
	v_mov_b32_e32 v7, 0x7e00
	v_cndmask_b32_e64 v7, v9, v7, s[0:1]
	v_lshrrev_b32_e32 v9, 31, v0
	v_lshl_or_b32 v7, v9, 15, v7
	v_and_b32_e32 v9, 0x7fffffff, v1
	v_bfe_u32 v10, v9, 13, 1
	v_add_u32_e32 v11, 0xc8000fff, v9
	v_add_u32_e32 v10, v11, v10
	v_lshrrev_b32_e32 v10, 13, v10
	v_min_u32_e32 v10, 0x7c00, v10
	v_add_f32_e64 v11, |v1|, 0.5
	v_subrev_u32_e32 v11, 0.5, v11
	v_mov_b32_e32 v12, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v12, v9
	v_cndmask_b32_e64 v14, v10, v11, s[0:1]
	v_mov_b32_e32 v10, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v10, v9
	v_mov_b32_e32 v9, 0x7e00
	v_cndmask_b32_e64 v9, v14, v9, s[0:1]
	v_lshrrev_b32_e32 v10, 31, v1
	v_lshl_or_b32 v10, v10, 15, v9
	v_and_b32_e32 v9, 0x7fffffff, v2
	v_bfe_u32 v11, v9, 13, 1
	v_add_u32_e32 v12, 0xc8000fff, v9
	v_add_u32_e32 v11, v12, v11
	v_lshrrev_b32_e32 v11, 13, v11
	v_min_u32_e32 v11, 0x7c00, v11
	v_add_f32_e64 v12, |v2|, 0.5
	v_subrev_u32_e32 v12, 0.5, v12
	v_mov_b32_e32 v13, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v13, v9
	v_cndmask_b32_e64 v11, v11, v12, s[0:1]
	v_mov_b32_e32 v12, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v12, v9
	v_mov_b32_e32 v9, 0x7e00
	v_cndmask_b32_e64 v9, v11, v9, s[0:1]
	v_lshrrev_b32_e32 v11, 31, v2
	v_lshl_or_b32 v9, v11, 15, v9
	v_and_b32_e32 v11, 0x7fffffff, v3
	v_bfe_u32 v12, v11, 13, 1
	v_add_u32_e32 v13, 0xc8000fff, v11
	v_add_u32_e32 v12, v13, v12
	v_lshrrev_b32_e32 v12, 13, v12
	v_min_u32_e32 v12, 0x7c00, v12
	v_add_f32_e64 v13, |v3|, 0.5
	v_subrev_u32_e32 v13, 0.5, v13
	v_mov_b32_e32 v14, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v14, v11
	v_cndmask_b32_e64 v15, v12, v13, s[0:1]
	v_mov_b32_e32 v12, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v12, v11
	v_mov_b32_e32 v11, 0x7e00
	v_cndmask_b32_e64 v11, v15, v11, s[0:1]
	v_lshrrev_b32_e32 v12, 31, v3
	v_lshl_or_b32 v11, v12, 15, v11
	v_and_b32_e32 v13, 0x7fff, v7
	v_bfe_u32 v12, v7, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v14, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_and_b32_e32 v14, 0x3ff, v7
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v14, 0x33800000, v14
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v12, v13, v14, s[0:1]
	v_bfe_u32 v7, v7, 15, 1
	v_lshl_or_b32 v7, v7, 31, v12
	v_and_b32_e32 v13, 0x7fff, v10
	v_bfe_u32 v12, v10, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v14, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_and_b32_e32 v14, 0x3ff, v10
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v14, 0x33800000, v14
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v12, v13, v14, s[0:1]
	v_bfe_u32 v13, v10, 15, 1
	v_lshl_or_b32 v10, v13, 31, v12
	v_and_b32_e32 v13, 0x7fff, v9
	v_bfe_u32 v12, v9, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v14, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_and_b32_e32 v14, 0x3ff, v9
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v14, 0x33800000, v14
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v12, v13, v14, s[0:1]
	v_bfe_u32 v9, v9, 15, 1
	v_lshl_or_b32 v9, v9, 31, v12
	v_and_b32_e32 v13, 0x7fff, v11
	v_bfe_u32 v12, v11, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v14, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_and_b32_e32 v14, 0x3ff, v11
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v14, 0x33800000, v14
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v12, v13, v14, s[0:1]
	v_bfe_u32 v11, v11, 15, 1
	v_lshl_or_b32 v17, v11, 31, v12
	v_cvt_i32_f32_e32 v14, v7
	v_cvt_i32_f32_e32 v13, v10
	v_cvt_i32_f32_e32 v12, v9
	v_cvt_i32_f32_e32 v11, v17
	v_and_b32_e32 v15, 0x7fffffff, v7
	v_cvt_u32_f32_e32 v15, v15
	v_and_b32_e32 v7, 0x7fffffff, v10
	v_cvt_u32_f32_e32 v7, v7
	v_and_b32_e32 v9, 0x7fffffff, v9
	v_cvt_u32_f32_e32 v9, v9
	v_and_b32_e32 v10, 0x7fffffff, v17
	v_cvt_u32_f32_e32 v16, v10
	v_cvt_f32_i32_e32 v14, v14
	v_cvt_f32_i32_e32 v13, v13
	v_cvt_f32_i32_e32 v12, v12
	v_cvt_f32_i32_e32 v10, v11
	v_cvt_f32_u32_e32 v15, v15
	v_cvt_f32_u32_e32 v11, v7
	v_cvt_f32_u32_e32 v9, v9
	v_cvt_f32_u32_e32 v7, v16
	v_add_f32_e32 v14, v15, v14
	v_add_f32_e32 v11, v11, v13
	v_add_f32_e32 v9, v9, v12
	v_add_f32_e32 v7, v7, v10
	v_add_f32_e32 v0, v14, v5
	v_add_f32_e32 v1, v11, v4
	v_add_f32_e32 v2, v9, v6
	v_add_f32_e32 v3, v7, v6
	buffer_store_dwordx4 v[0:3], v8, s[8:11], 0 offen
	s_endpgm
