; instructions: 46
; sgprs: 6
; vgprs: 10
; waitcnts: 3
; nops: 0
; code bytes: 260
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mul_lo_u32 v4, v2, 4
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v8, v6, s[4:5]
	v_add_u32_e32 v1, 1, v4
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v3, v1, s[4:5]
	v_add_u32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v5, v1, s[4:5]
	v_add_u32_e32 v1, 3, v4
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v6, v1, s[4:5]
	s_waitcnt vmcnt(1)
	v_mad_legacy_f32 v1, v8, v3, v5
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v1, v1, v6, v8
	v_mad_legacy_f32 v1, v1, 0.5, v3
	v_min_f32_e32 v4, v8, v3
	v_max_f32_e32 v7, v5, v6
	v_mul_legacy_f32_e32 v9, v8, v5
	v_mad_legacy_f32 v4, v4, v7, -v9
	v_add_f32_e32 v7, v8, v3
	v_sub_f32_e32 v9, v5, v6
	v_sub_f32_e32 v3, v8, v3
	v_add_f32_e32 v5, v5, v6
	v_mul_legacy_f32_e32 v3, v3, v5
	v_mad_legacy_f32 v5, v7, v9, v3
	v_mul_legacy_f32_e32 v3, 0x3e800000, v5
	v_mad_legacy_f32 v3, v1, v4, v3
	v_add_u32_e32 v2, 64, v2
	v_mul_lo_u32 v2, v2, 4
	v_lshlrev_b32_e32 v6, 2, v2
	global_store_dword v6, v1, s[4:5]
	v_add_u32_e32 v6, 1, v2
	v_lshlrev_b32_e32 v6, 2, v6
	global_store_dword v6, v4, s[4:5]
	v_add_u32_e32 v7, 2, v2
	v_lshlrev_b32_e32 v9, 2, v7
	global_store_dword v9, v5, s[4:5]
	v_add_u32_e32 v1, 3, v2
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v3, s[4:5]
	s_endpgm
