; instructions: 28
; sgprs: 8
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 164
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 5, v0
	v_lshlrev_b32_e32 v2, 4, v3
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v2, s[4:5]
	global_load_dwordx2 v[8:9], v2, s[4:5] offset:8
	s_waitcnt vmcnt(1)
	v_sqrt_f32_e32 v4, v6
	v_rsq_f32_e32 v5, v6
	v_exp_f32_e32 v6, v7
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v7, v8
	v_rcp_f32_e32 v2, v8
	v_cmp_eq_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v3, 0x7f7fffff
	v_cndmask_b32_e64 v10, v2, v3, s[0:1]
	v_mul_f32_e32 v2, 0.15915494, v9
	v_sin_f32_e32 v11, v2
	v_mul_f32_e32 v2, 0.15915494, v9
	v_cos_f32_e32 v2, v2
	global_store_dwordx2 v1, v[4:5], s[6:7]
	global_store_dwordx2 v1, v[6:7], s[6:7] offset:8
	global_store_dwordx2 v1, v[10:11], s[6:7] offset:16
	global_store_dword v1, v2, s[6:7] offset:24
	global_store_dword v1, v4, s[6:7] offset:28
	s_endpgm
