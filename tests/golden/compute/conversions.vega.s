; instructions: 63
; sgprs: 12
; vgprs: 19
; waitcnts: 2
; nops: 0
; code bytes: 428
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v14, s2, 5, v0
	v_lshlrev_b32_e32 v16, 4, v14
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v16, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e32 v4, v0
	v_and_b32_e32 v12, 0x7fffffff, v0
	v_cvt_u32_f32_e32 v5, v12
	v_cvt_f32_i32_e32 v6, v1
	v_cvt_f32_u32_e32 v7, v2
	v_cvt_f64_f32_e32 v[17:18], v0
	v_cvt_f32_f64_e32 v8, v[17:18]
	v_and_b32_e32 v12, 0x7fffffff, v0
	v_bfe_u32 v13, v12, 13, 1
	v_add_u32_e32 v15, 0xc8000fff, v12
	v_add_u32_e32 v13, v15, v13
	v_lshrrev_b32_e32 v13, 13, v13
	v_min_u32_e32 v13, 0x7c00, v13
	v_add_f32_e64 v15, |v0|, 0.5
	v_subrev_u32_e32 v15, 0.5, v15
	v_mov_b32_e32 v16, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v16, v12
	v_cndmask_b32_e64 v13, v13, v15, s[0:1]
	v_mov_b32_e32 v15, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v15, v12
	v_mov_b32_e32 v12, 0x7e00
	v_cndmask_b32_e64 v12, v13, v12, s[0:1]
	v_lshrrev_b32_e32 v13, 31, v0
	v_lshl_or_b32 v9, v13, 15, v12
	v_and_b32_e32 v13, 0x7fff, v3
	v_bfe_u32 v12, v3, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v15, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v15, s[0:1]
	v_and_b32_e32 v15, 0x3ff, v3
	v_cvt_f32_u32_e32 v15, v15
	v_mul_f32_e32 v15, 0x33800000, v15
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v16, v13, v15, s[0:1]
	v_bfe_u32 v12, v3, 15, 1
	v_lshl_or_b32 v10, v12, 31, v16
	v_and_b32_e32 v13, 0x7fff, v9
	v_bfe_u32 v12, v9, 10, 5
	v_lshlrev_b32_e32 v13, 13, v13
	v_add_u32_e32 v13, 0x38000000, v13
	v_add_u32_e32 v15, 0x38000000, v13
	v_cmp_eq_u32_e64 s[0:1], 31, v12
	v_cndmask_b32_e64 v13, v13, v15, s[0:1]
	v_and_b32_e32 v15, 0x3ff, v9
	v_cvt_f32_u32_e32 v15, v15
	v_mul_f32_e32 v15, 0x33800000, v15
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v12, v13, v15, s[0:1]
	v_bfe_u32 v13, v9, 15, 1
	v_lshl_or_b32 v11, v13, 31, v12
	v_lshlrev_b32_e32 v12, 5, v14
	buffer_store_dwordx4 v[4:7], v12, s[8:11], 0 offen
	buffer_store_dwordx4 v[8:11], v12, s[8:11], 0 offen offset:16
	s_endpgm
