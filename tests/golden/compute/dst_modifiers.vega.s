; instructions: 55
; sgprs: 20
; vgprs: 24
; waitcnts: 3
; nops: 0
; code bytes: 336
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[10:11], v5, s[12:15], 0 offen
	buffer_load_dwordx2 v[6:7], v5, s[12:15], 0 offen offset:8
	s_load_dword s8, s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x4
	s_load_dword s6, s[4:5], 0x8
	s_load_dword s3, s[4:5], 0xc
	v_lshlrev_b32_e32 v1, 6, v3
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v2, s8, v10
	v_mul_f32_e64 v8, 1.0, v2 clamp
	v_add_f32_e32 v2, s7, v11
	v_mul_f32_e64 v9, 1.0, v2 clamp
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, s6, v6
	v_mul_f32_e64 v12, 1.0, v2 clamp
	v_add_f32_e32 v2, s3, v7
	v_mul_f32_e64 v13, 1.0, v2 clamp
	v_mul_legacy_f32_e32 v3, s8, v10
	v_mul_f32_e32 v14, 2.0, v3
	v_mul_legacy_f32_e32 v2, s7, v11
	v_mul_f32_e32 v15, 2.0, v2
	v_mul_legacy_f32_e32 v5, s6, v6
	v_mul_f32_e32 v16, 2.0, v5
	v_mul_legacy_f32_e32 v4, s3, v7
	v_mul_f32_e32 v17, 2.0, v4
	v_mul_f32_e32 v18, 0x3e800000, v3
	v_mul_f32_e32 v19, 0x3e800000, v2
	v_mul_f32_e32 v20, 0x3e800000, v5
	v_mul_f32_e32 v21, 0x3e800000, v4
	v_add_f32_e32 v2, s8, v10
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v22, 1.0, v2 clamp
	v_add_f32_e32 v2, s7, v11
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v23, 1.0, v2 clamp
	v_add_f32_e32 v2, s6, v6
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v10, 1.0, v2 clamp
	v_add_f32_e32 v2, s3, v7
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v11, 1.0, v2 clamp
	buffer_store_dwordx2 v[8:9], v1, s[16:19], 0 offen
	buffer_store_dwordx2 v[12:13], v1, s[16:19], 0 offen offset:8
	buffer_store_dwordx2 v[14:15], v1, s[16:19], 0 offen offset:16
	buffer_store_dwordx2 v[16:17], v1, s[16:19], 0 offen offset:24
	buffer_store_dwordx2 v[18:19], v1, s[16:19], 0 offen offset:32
	buffer_store_dwordx2 v[20:21], v1, s[16:19], 0 offen offset:40
	buffer_store_dwordx2 v[22:23], v1, s[16:19], 0 offen offset:48
	buffer_store_dwordx2 v[10:11], v1, s[16:19], 0 offen offset:56
	s_endpgm
