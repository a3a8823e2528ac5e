; instructions: 58
; sgprs: 6
; vgprs: 10
; waitcnts: 5
; nops: 0
; code bytes: 332
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 5, v0
	v_lshlrev_b32_e32 v6, 2, v2
	v_lshlrev_b32_e32 v7, 2, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword v8, v7, s[4:5]
	v_add_u32_e32 v1, 1, v6
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v5, v1, s[4:5]
	v_add_u32_e32 v1, 2, v6
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v4, v1, s[4:5]
	v_add_u32_e32 v1, 3, v6
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v3, v1, s[4:5]
	v_lshlrev_b32_e32 v2, 1, v2
	s_waitcnt vmcnt(3)
	v_sqrt_f32_e32 v1, v8
	v_rsq_f32_e32 v8, v8
	s_waitcnt vmcnt(2)
	v_exp_f32_e32 v7, v5
	s_waitcnt vmcnt(1)
	v_log_f32_e32 v5, v4
	v_rcp_f32_e32 v6, v4
	v_cmp_eq_f32_e64 s[0:1], v4, 0
	v_mov_b32_e32 v4, 0x7f7fffff
	v_cndmask_b32_e64 v6, v6, v4, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, 0.15915494, v3
	v_sin_f32_e32 v4, v4
	v_mul_f32_e32 v3, 0.15915494, v3
	v_cos_f32_e32 v3, v3
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v9, 0x80, v2
	v_lshlrev_b32_e32 v9, 2, v9
	global_store_dword v9, v1, s[4:5]
	v_add_u32_e32 v9, 0x81, v2
	v_lshlrev_b32_e32 v9, 2, v9
	global_store_dword v9, v8, s[4:5]
	v_add_u32_e32 v8, 0x82, v2
	v_lshlrev_b32_e32 v8, 2, v8
	global_store_dword v8, v7, s[4:5]
	v_add_u32_e32 v7, 0x83, v2
	v_lshlrev_b32_e32 v9, 2, v7
	global_store_dword v9, v5, s[4:5]
	v_add_u32_e32 v5, 0x84, v2
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v6, s[4:5]
	v_add_u32_e32 v5, 0x85, v2
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[4:5]
	v_add_u32_e32 v4, 0x86, v2
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[4:5]
	v_add_u32_e32 v2, 0x87, v2
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
