; instructions: 97
; sgprs: 10
; vgprs: 9
; waitcnts: 22
; nops: 0
; code bytes: 592
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_mul_lo_u32 v6, v4, 4
	v_lshlrev_b32_e32 v8, 2, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v8, s[8:9]
	v_add_u32_e32 v2, 1, v6
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[8:9]
	v_add_u32_e32 v3, 2, v6
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[8:9]
	v_add_u32_e32 v5, 3, v6
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[8:9]
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mad_legacy_f32 v6, v1, s3, 0
	s_load_dword s3, s[4:5], 0x4
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_mad_legacy_f32 v6, v2, s3, v6
	s_load_dword s3, s[4:5], 0x8
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mad_legacy_f32 v6, v3, s3, v6
	s_load_dword s3, s[4:5], 0xc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_legacy_f32 v6, v5, s3, v6
	s_load_dword s3, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v7, v1, s3, 0
	s_load_dword s3, s[4:5], 0x14
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v7, v2, s3, v7
	s_load_dword s3, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v7, v3, s3, v7
	s_load_dword s3, s[4:5], 0x1c
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v7, v5, s3, v7
	s_load_dword s3, s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v8, v1, s3, 0
	s_load_dword s3, s[4:5], 0x24
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v8, v2, s3, v8
	s_load_dword s3, s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v8, v3, s3, v8
	s_load_dword s3, s[4:5], 0x2c
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v8, v5, s3, v8
	s_load_dword s3, s[4:5], 0x30
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v1, v1, s3, 0
	s_load_dword s3, s[4:5], 0x34
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v1, v2, s3, v1
	s_load_dword s3, s[4:5], 0x38
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v1, v3, s3, v1
	s_load_dword s3, s[4:5], 0x3c
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v2, v5, s3, v1
	s_load_dword s3, s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s3, v6
	s_load_dword s3, s[6:7], 0x24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, s3, v7
	s_load_dword s3, s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, s3, v8
	s_load_dword s3, s[6:7], 0x2c
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, s3, v2
	s_load_dword s3, s[4:5], 0x140
	s_waitcnt lgkmcnt(0)
	v_mul_legacy_f32_e32 v6, s3, v1
	v_mul_legacy_f32_e32 v5, s3, v3
	v_mul_legacy_f32_e32 v2, s3, v7
	v_mul_legacy_f32_e32 v1, s3, v8
	v_add_u32_e32 v3, 64, v4
	v_mul_lo_u32 v3, v3, 4
	v_lshlrev_b32_e32 v4, 2, v3
	global_store_dword v4, v6, s[8:9]
	v_add_u32_e32 v4, 1, v3
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v5, s[8:9]
	v_add_u32_e32 v6, 2, v3
	v_lshlrev_b32_e32 v8, 2, v6
	global_store_dword v8, v2, s[8:9]
	v_add_u32_e32 v2, 3, v3
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[8:9]
	s_endpgm
