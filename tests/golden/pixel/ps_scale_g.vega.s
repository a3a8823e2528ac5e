; instructions: 55
; sgprs: 14
; vgprs: 13
; waitcnts: 6
; nops: 0
; code bytes: 308
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dwordx2 s[8:9], s[2:3], 0x8
	s_load_dword s12, s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s12, 0xffff
	s_mul_i32 s10, s4, s10
	v_add_u32_e32 v10, s10, v0
	v_cvt_f32_u32_e32 v2, v10
	v_add_f32_e32 v2, 0.5, v2
	v_cvt_i32_f32_e32 v2, v2
	s_lshr_b32 s10, s12, 16
	s_mul_i32 s10, s5, s10
	v_add_u32_e32 v3, s10, v1
	v_cvt_f32_u32_e32 v3, v3
	v_add_f32_e32 v3, 0.5, v3
	v_cvt_i32_f32_e32 v5, v3
	s_load_dword s10, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v5, s10
	v_add_u32_e32 v3, v2, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_dword v8, v4, s[8:9]
	v_add_u32_e32 v4, 1, v3
	v_lshlrev_b32_e32 v6, 2, v4
	global_load_dword v9, v6, s[8:9]
	v_add_u32_e32 v6, 2, v3
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_dword v10, v7, s[8:9]
	v_add_u32_e32 v7, 3, v3
	v_lshlrev_b32_e32 v11, 2, v7
	global_load_dword v11, v11, s[8:9]
	s_load_dword s13, s[6:7], 0x0
	s_load_dword s12, s[6:7], 0x4
	s_load_dword s10, s[6:7], 0x8
	s_load_dword s11, s[6:7], 0xc
	v_cvt_f32_i32_e32 v12, v2
	v_cvt_f32_i32_e32 v2, v5
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mad_legacy_f32 v12, v8, s13, v12
	s_waitcnt vmcnt(2)
	v_mad_legacy_f32 v8, v9, s12, v2
	s_waitcnt vmcnt(1)
	v_mad_legacy_f32 v5, v10, s10, 0
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v2, v11, s11, 0
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v12, s[8:9]
	v_lshlrev_b32_e32 v3, 2, v4
	global_store_dword v3, v8, s[8:9]
	v_lshlrev_b32_e32 v3, 2, v6
	global_store_dword v3, v5, s[8:9]
	v_lshlrev_b32_e32 v3, 2, v7
	global_store_dword v3, v2, s[8:9]
	s_endpgm
