; instructions: 67
; sgprs: 12
; vgprs: 16
; waitcnts: 3
; nops: 0
; code bytes: 456
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 5, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[14:15], v5, s[4:7], 0 offen
	buffer_load_dwordx2 v[12:13], v5, s[4:7], 0 offen offset:8
	s_waitcnt vmcnt(1)
	v_cvt_i32_f32_e32 v6, v14
	v_and_b32_e32 v1, 0x7fffffff, v14
	v_cvt_u32_f32_e32 v7, v1
	v_cvt_f32_i32_e32 v8, v15
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v9, v12
	v_cvt_f64_f32_e32 v[10:11], v14
	v_cvt_f32_f64_e32 v10, v[10:11]
	v_and_b32_e32 v1, 0x7fffffff, v14
	v_bfe_u32 v2, v1, 13, 1
	v_add_u32_e32 v4, 0xc8000fff, v1
	v_add_u32_e32 v2, v4, v2
	v_lshrrev_b32_e32 v2, 13, v2
	v_min_u32_e32 v2, 0x7c00, v2
	v_add_f32_e64 v4, |v14|, 0.5
	v_subrev_u32_e32 v4, 0.5, v4
	v_mov_b32_e32 v5, 0x38800000
	v_cmp_gt_u32_e64 s[0:1], v5, v1
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_mov_b32_e32 v4, 0x7f800000
	v_cmp_lt_u32_e64 s[0:1], v4, v1
	v_mov_b32_e32 v1, 0x7e00
	v_cndmask_b32_e64 v1, v2, v1, s[0:1]
	v_lshrrev_b32_e32 v2, 31, v14
	v_lshl_or_b32 v11, v2, 15, v1
	v_and_b32_e32 v2, 0x7fff, v13
	v_bfe_u32 v1, v13, 10, 5
	v_lshlrev_b32_e32 v2, 13, v2
	v_add_u32_e32 v2, 0x38000000, v2
	v_add_u32_e32 v4, 0x38000000, v2
	v_cmp_eq_u32_e64 s[0:1], 31, v1
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_and_b32_e32 v4, 0x3ff, v13
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v4, 0x33800000, v4
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e64 v1, v2, v4, s[0:1]
	v_bfe_u32 v2, v13, 15, 1
	v_lshl_or_b32 v12, v2, 31, v1
	v_and_b32_e32 v2, 0x7fff, v11
	v_bfe_u32 v1, v11, 10, 5
	v_lshlrev_b32_e32 v2, 13, v2
	v_add_u32_e32 v2, 0x38000000, v2
	v_add_u32_e32 v4, 0x38000000, v2
	v_cmp_eq_u32_e64 s[0:1], 31, v1
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_and_b32_e32 v4, 0x3ff, v11
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v4, 0x33800000, v4
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e64 v1, v2, v4, s[0:1]
	v_bfe_u32 v2, v11, 15, 1
	v_lshl_or_b32 v13, v2, 31, v1
	v_lshlrev_b32_e32 v1, 5, v3
	buffer_store_dwordx2 v[6:7], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[10:11], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[12:13], v1, s[8:11], 0 offen offset:24
	s_endpgm
