; instructions: 172
; sgprs: 12
; vgprs: 23
; waitcnts: 3
; nops: 0
; code bytes: 1140
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
	s_waitcnt vmcnt(1)
	v_cvt_f64_f32_e32 v[19:20], v17
	v_xor_b32_e32 v11, 0x80000000, v18
	v_cvt_f64_f32_e32 v[21:22], v11
	v_cvt_f32_f64_e32 v3, v[19:20]
	v_cvt_f32_f64_e32 v1, v[21:22]
	v_mov_b32_e32 v21, v19
	v_and_b32_e32 v22, 0x7fffffff, v20
	v_cvt_f32_f64_e32 v2, v[21:22]
	v_and_b32_e32 v4, 0x7fffffff, v17
	v_bfe_u32 v6, v4, 13, 1
	v_add_u32_e32 v7, 0xc8000fff, v4
	v_add_u32_e32 v6, v7, v6
	v_lshrrev_b32_e32 v6, 13, v6
	v_min_u32_e32 v6, 0x7c00, v6
	v_add_f32_e64 v7, |v17|, 0.5
	v_subrev_u32_e32 v7, 0.5, v7
	v_mov_b32_e32 v8, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v8, v4
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_mov_b32_e32 v7, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v7, v4
	v_mov_b32_e32 v4, 0x7e00
	v_cndmask_b32_e64 v4, v6, v4, s[0:1]
	v_lshrrev_b32_e32 v6, 31, v17
	v_lshl_or_b32 v4, v6, 15, v4
	v_and_b32_e32 v6, 0x7fffffff, v18
	v_bfe_u32 v7, v6, 13, 1
	v_add_u32_e32 v8, 0xc8000fff, v6
	v_add_u32_e32 v7, v8, v7
	v_lshrrev_b32_e32 v7, 13, v7
	v_min_u32_e32 v7, 0x7c00, v7
	v_add_f32_e64 v8, |v18|, 0.5
	v_subrev_u32_e32 v8, 0.5, v8
	v_mov_b32_e32 v9, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v9, v6
	v_cndmask_b32_e64 v12, v7, v8, s[0:1]
	v_mov_b32_e32 v7, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v7, v6
	v_mov_b32_e32 v6, 0x7e00
	v_cndmask_b32_e64 v6, v12, v6, s[0:1]
	v_lshrrev_b32_e32 v7, 31, v18
	v_lshl_or_b32 v8, v7, 15, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7fffffff, v15
	v_bfe_u32 v7, v6, 13, 1
	v_add_u32_e32 v9, 0xc8000fff, v6
	v_add_u32_e32 v7, v9, v7
	v_lshrrev_b32_e32 v7, 13, v7
	v_min_u32_e32 v7, 0x7c00, v7
	v_add_f32_e64 v9, |v15|, 0.5
	v_subrev_u32_e32 v9, 0.5, v9
	v_mov_b32_e32 v10, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v10, v6
	v_cndmask_b32_e64 v7, v7, v9, s[0:1]
	v_mov_b32_e32 v9, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v9, v6
	v_mov_b32_e32 v6, 0x7e00
	v_cndmask_b32_e64 v6, v7, v6, s[0:1]
	v_lshrrev_b32_e32 v7, 31, v15
	v_lshl_or_b32 v6, v7, 15, v6
	v_and_b32_e32 v7, 0x7fffffff, v16
	v_bfe_u32 v9, v7, 13, 1
	v_add_u32_e32 v10, 0xc8000fff, v7
	v_add_u32_e32 v9, v10, v9
	v_lshrrev_b32_e32 v9, 13, v9
	v_min_u32_e32 v9, 0x7c00, v9
	v_add_f32_e64 v10, |v16|, 0.5
	v_subrev_u32_e32 v10, 0.5, v10
	v_mov_b32_e32 v11, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v11, v7
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_mov_b32_e32 v10, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v10, v7
	v_mov_b32_e32 v7, 0x7e00
	v_cndmask_b32_e64 v7, v9, v7, s[0:1]
	v_lshrrev_b32_e32 v9, 31, v16
	v_lshl_or_b32 v9, v9, 15, v7
	v_and_b32_e32 v10, 0x7fff, v4
	v_bfe_u32 v7, v4, 10, 5
	v_lshlrev_b32_e32 v10, 13, v10
	v_add_u32_e32 v10, 0x38000000, v10
	v_add_u32_e32 v11, 0x38000000, v10
	v_cmp_eq_u32_e64 s[0:1], 31, v7
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_and_b32_e32 v11, 0x3ff, v4
	v_cvt_f32_u32_e32 v11, v11
	v_mul_f32_e32 v11, 0x33800000, v11
	v_cmp_eq_u32_e64 s[0:1], 0, v7
	v_cndmask_b32_e64 v7, v10, v11, s[0:1]
	v_bfe_u32 v4, v4, 15, 1
	v_lshl_or_b32 v4, v4, 31, v7
	v_and_b32_e32 v10, 0x7fff, v8
	v_bfe_u32 v7, v8, 10, 5
	v_lshlrev_b32_e32 v10, 13, v10
	v_add_u32_e32 v10, 0x38000000, v10
	v_add_u32_e32 v11, 0x38000000, v10
	v_cmp_eq_u32_e64 s[0:1], 31, v7
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_and_b32_e32 v11, 0x3ff, v8
	v_cvt_f32_u32_e32 v11, v11
	v_mul_f32_e32 v11, 0x33800000, v11
	v_cmp_eq_u32_e64 s[0:1], 0, v7
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_bfe_u32 v11, v8, 15, 1
	v_lshl_or_b32 v7, v11, 31, v10
	v_and_b32_e32 v10, 0x7fff, v6
	v_bfe_u32 v8, v6, 10, 5
	v_lshlrev_b32_e32 v10, 13, v10
	v_add_u32_e32 v10, 0x38000000, v10
	v_add_u32_e32 v11, 0x38000000, v10
	v_cmp_eq_u32_e64 s[0:1], 31, v8
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_and_b32_e32 v11, 0x3ff, v6
	v_cvt_f32_u32_e32 v11, v11
	v_mul_f32_e32 v11, 0x33800000, v11
	v_cmp_eq_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e64 v8, v10, v11, s[0:1]
	v_bfe_u32 v6, v6, 15, 1
	v_lshl_or_b32 v6, v6, 31, v8
	v_and_b32_e32 v10, 0x7fff, v9
	v_bfe_u32 v8, v9, 10, 5
	v_lshlrev_b32_e32 v10, 13, v10
	v_add_u32_e32 v10, 0x38000000, v10
	v_add_u32_e32 v11, 0x38000000, v10
	v_cmp_eq_u32_e64 s[0:1], 31, v8
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_and_b32_e32 v11, 0x3ff, v9
	v_cvt_f32_u32_e32 v11, v11
	v_mul_f32_e32 v11, 0x33800000, v11
	v_cmp_eq_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e64 v8, v10, v11, s[0:1]
	v_bfe_u32 v9, v9, 15, 1
	v_lshl_or_b32 v12, v9, 31, v8
	v_cvt_i32_f32_e32 v11, v4
	v_cvt_i32_f32_e32 v10, v7
	v_cvt_i32_f32_e32 v8, v6
	v_cvt_i32_f32_e32 v9, v12
	v_and_b32_e32 v4, 0x7fffffff, v4
	v_cvt_u32_f32_e32 v4, v4
	v_and_b32_e32 v7, 0x7fffffff, v7
	v_cvt_u32_f32_e32 v7, v7
	v_and_b32_e32 v6, 0x7fffffff, v6
	v_cvt_u32_f32_e32 v6, v6
	v_and_b32_e32 v12, 0x7fffffff, v12
	v_cvt_u32_f32_e32 v13, v12
	v_cvt_f32_i32_e32 v12, v11
	v_cvt_f32_i32_e32 v11, v10
	v_cvt_f32_i32_e32 v10, v8
	v_cvt_f32_i32_e32 v8, v9
	v_cvt_f32_u32_e32 v9, v4
	v_cvt_f32_u32_e32 v14, v7
	v_cvt_f32_u32_e32 v7, v6
	v_cvt_f32_u32_e32 v4, v13
	v_add_f32_e32 v9, v9, v12
	v_add_f32_e32 v6, v14, v11
	v_add_f32_e32 v7, v7, v10
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v15, v9, v3
	v_add_f32_e32 v16, v6, v1
	v_add_f32_e32 v17, v7, v2
	v_add_f32_e32 v18, v4, v2
	buffer_store_dwordx2 v[15:16], v5, s[8:11], 0 offen
	buffer_store_dwordx2 v[17:18], v5, s[8:11], 0 offen offset:8
	s_endpgm
