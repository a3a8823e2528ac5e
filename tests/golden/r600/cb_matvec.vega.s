; instructions: 79
; sgprs: 30
; vgprs: 10
; waitcnts: 5
; nops: 0
; code bytes: 528
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v6, 2, v4
	v_lshlrev_b32_e32 v8, 2, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v8, s[8:9]
	v_add_u32_e32 v2, 1, v6
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[8:9]
	v_add_u32_e32 v3, 2, v6
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[8:9]
	v_add_u32_e32 v4, 3, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[8:9]
	s_load_dword s29, s[4:5], 0x0
	s_load_dword s28, s[4:5], 0x4
	s_load_dword s27, s[4:5], 0x8
	s_load_dword s26, s[4:5], 0xc
	s_load_dword s25, s[4:5], 0x10
	s_load_dword s24, s[4:5], 0x14
	s_load_dword s23, s[4:5], 0x18
	s_load_dword s22, s[4:5], 0x1c
	s_load_dword s21, s[4:5], 0x20
	s_load_dword s20, s[4:5], 0x24
	s_load_dword s19, s[4:5], 0x28
	s_load_dword s18, s[4:5], 0x2c
	s_load_dword s17, s[4:5], 0x30
	s_load_dword s16, s[4:5], 0x34
	s_load_dword s14, s[4:5], 0x38
	s_load_dword s12, s[4:5], 0x3c
	s_load_dword s10, s[6:7], 0x20
	s_load_dword s3, s[6:7], 0x24
	s_load_dword s11, s[6:7], 0x28
	s_load_dword s13, s[6:7], 0x2c
	s_load_dword s15, s[4:5], 0x140
	v_add_u32_e32 v5, 0x100, v6
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mad_legacy_f32 v7, v1, s29, 0
	s_waitcnt vmcnt(2)
	v_mad_legacy_f32 v7, v2, s28, v7
	s_waitcnt vmcnt(1)
	v_mad_legacy_f32 v7, v3, s27, v7
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v7, v4, s26, v7
	v_mad_legacy_f32 v8, v1, s25, 0
	v_mad_legacy_f32 v8, v2, s24, v8
	v_mad_legacy_f32 v8, v3, s23, v8
	v_mad_legacy_f32 v8, v4, s22, v8
	v_mad_legacy_f32 v9, v1, s21, 0
	v_mad_legacy_f32 v9, v2, s20, v9
	v_mad_legacy_f32 v9, v3, s19, v9
	v_mad_legacy_f32 v9, v4, s18, v9
	v_mad_legacy_f32 v1, v1, s17, 0
	v_mad_legacy_f32 v1, v2, s16, v1
	v_mad_legacy_f32 v1, v3, s14, v1
	v_mad_legacy_f32 v1, v4, s12, v1
	v_add_f32_e32 v4, s10, v7
	v_add_f32_e32 v3, s3, v8
	v_add_f32_e32 v2, s11, v9
	v_add_f32_e32 v1, s13, v1
	v_mul_legacy_f32_e32 v4, s15, v4
	v_mul_legacy_f32_e32 v3, s15, v3
	v_mul_legacy_f32_e32 v2, s15, v2
	v_mul_legacy_f32_e32 v1, s15, v1
	global_store_dword v5, v4, s[8:9]
	v_add_u32_e32 v4, 0x101, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[8:9]
	v_add_u32_e32 v4, 0x102, v6
	v_lshlrev_b32_e32 v7, 2, v4
	global_store_dword v7, v2, s[8:9]
	v_add_u32_e32 v9, 0x103, v6
	v_lshlrev_b32_e32 v2, 2, v9
	global_store_dword v2, v1, s[8:9]
	s_endpgm
