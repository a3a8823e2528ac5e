; instructions: 71
; sgprs: 6
; vgprs: 14
; waitcnts: 5
; nops: 0
; code bytes: 420
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 1, v2
	v_lshlrev_b32_e32 v6, 2, v4
	v_lshlrev_b32_e32 v8, 2, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword v10, v8, s[4:5]
	v_add_u32_e32 v12, 1, v6
	v_lshlrev_b32_e32 v1, 2, v12
	global_load_dword v1, v1, s[4:5]
	v_add_u32_e32 v2, 2, v6
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v3, v2, s[4:5]
	v_add_u32_e32 v2, 3, v6
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[4:5]
	v_add_u32_e32 v4, 4, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v5, v4, s[4:5]
	v_add_u32_e32 v4, 5, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v12, v4, s[4:5]
	v_add_u32_e32 v4, 6, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v9, v4, s[4:5]
	v_add_u32_e32 v4, 7, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v13, v4, s[4:5]
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v11, v10, v5
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v8, v1, v12
	s_waitcnt vmcnt(1)
	v_mul_legacy_f32_e32 v7, v3, v9
	v_mad_legacy_f32 v4, v10, v12, v2
	v_mad_legacy_f32 v3, v10, v5, 0
	v_mad_legacy_f32 v3, v1, v12, v3
	v_add_f32_e32 v3, v7, v3
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v5, v2, v13, v3
	v_cmp_lt_f32_e64 s[0:1], v10, -1.0
	v_cndmask_b32_e64 v10, v10, -1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v10, 1.0
	v_cndmask_b32_e64 v12, v10, 1.0, s[0:1]
	v_max_f32_e32 v2, v12, v12
	v_mul_legacy_f32_e32 v1, v1, v9
	v_add_u32_e32 v9, 0x200, v6
	v_lshlrev_b32_e32 v9, 2, v9
	global_store_dword v9, v11, s[4:5]
	v_add_u32_e32 v9, 0x201, v6
	v_lshlrev_b32_e32 v9, 2, v9
	global_store_dword v9, v8, s[4:5]
	v_add_u32_e32 v8, 0x202, v6
	v_lshlrev_b32_e32 v8, 2, v8
	global_store_dword v8, v7, s[4:5]
	v_add_u32_e32 v7, 0x203, v6
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v4, s[4:5]
	v_add_u32_e32 v4, 0x204, v6
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[4:5]
	v_add_u32_e32 v3, 0x205, v6
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v5, s[4:5]
	v_add_u32_e32 v3, 0x206, v6
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v2, s[4:5]
	v_add_u32_e32 v2, 0x207, v6
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
