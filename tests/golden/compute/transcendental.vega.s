; instructions: 24
; sgprs: 12
; vgprs: 14
; waitcnts: 2
; nops: 0
; code bytes: 136
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v13, s2, 5, v0
	v_lshlrev_b32_e32 v11, 4, v13
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v11, s[4:7], 0 offen
	v_lshlrev_b32_e32 v11, 5, v13
	s_waitcnt vmcnt(0)
	v_sqrt_f32_e32 v4, v0
	v_rsq_f32_e32 v5, v0
	v_exp_f32_e32 v6, v1
	v_log_f32_e32 v7, v2
	v_rcp_f32_e32 v12, v2
	v_cmp_eq_f32_e64 s[0:1], v2, 0
	v_mov_b32_e32 v13, 0x7f7fffff
	v_cndmask_b32_e64 v8, v12, v13, s[0:1]
	v_mul_f32_e32 v12, 0.15915494, v3
	v_sin_f32_e32 v9, v12
	v_mul_f32_e32 v12, 0.15915494, v3
	v_cos_f32_e32 v10, v12
	buffer_store_dwordx4 v[4:7], v11, s[8:11], 0 offen
	buffer_store_dwordx3 v[8:10], v11, s[8:11], 0 offen offset:16
	buffer_store_dword v4, v11, s[8:11], 0 offen offset:28
	s_endpgm
