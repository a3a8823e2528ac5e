; instructions: 58
; sgprs: 13
; vgprs: 24
; waitcnts: 5
; nops: 0
; code bytes: 352
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v4
	v_lshlrev_b32_e32 v1, 6, v4
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v2, s[4:5]
	global_load_dwordx2 v[8:9], v2, s[4:5] offset:8
	s_load_dword s12, s[8:9], 0x0
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v2, s12, v12
	v_mul_f32_e64 v6, 1.0, v2 clamp
	s_load_dword s11, s[8:9], 0x4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, s11, v13
	v_mul_f32_e64 v7, 1.0, v2 clamp
	s_load_dword s10, s[8:9], 0x8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, s10, v8
	v_mul_f32_e64 v10, 1.0, v2 clamp
	s_load_dword s3, s[8:9], 0xc
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, s3, v9
	v_mul_f32_e64 v11, 1.0, v2 clamp
	v_mul_legacy_f32_e32 v3, s12, v12
	v_mul_f32_e32 v14, 2.0, v3
	v_mul_legacy_f32_e32 v2, s11, v13
	v_mul_f32_e32 v15, 2.0, v2
	v_mul_legacy_f32_e32 v5, s10, v8
	v_mul_f32_e32 v16, 2.0, v5
	v_mul_legacy_f32_e32 v4, s3, v9
	v_mul_f32_e32 v17, 2.0, v4
	v_mul_f32_e32 v18, 0x3e800000, v3
	v_mul_f32_e32 v19, 0x3e800000, v2
	v_mul_f32_e32 v20, 0x3e800000, v5
	v_mul_f32_e32 v21, 0x3e800000, v4
	v_add_f32_e32 v2, s12, v12
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v22, 1.0, v2 clamp
	v_add_f32_e32 v2, s11, v13
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v23, 1.0, v2 clamp
	v_add_f32_e32 v2, s10, v8
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v12, 1.0, v2 clamp
	v_add_f32_e32 v2, s3, v9
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v13, 1.0, v2 clamp
	global_store_dwordx2 v1, v[6:7], s[6:7]
	global_store_dwordx2 v1, v[10:11], s[6:7] offset:8
	global_store_dwordx2 v1, v[14:15], s[6:7] offset:16
	global_store_dwordx2 v1, v[16:17], s[6:7] offset:24
	global_store_dwordx2 v1, v[18:19], s[6:7] offset:32
	global_store_dwordx2 v1, v[20:21], s[6:7] offset:40
	global_store_dwordx2 v1, v[22:23], s[6:7] offset:48
	global_store_dwordx2 v1, v[12:13], s[6:7] offset:56
	s_endpgm
