; instructions: 28
; sgprs: 12
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 164
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 5, v0
	v_lshlrev_b32_e32 v1, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[8:9], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[6:7], v1, s[4:7], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt vmcnt(1)
	v_sqrt_f32_e32 v4, v8
	v_rsq_f32_e32 v5, v8
	v_exp_f32_e32 v8, v9
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v9, v6
	v_rcp_f32_e32 v2, v6
	v_cmp_eq_f32_e64 s[0:1], v6, 0
	v_mov_b32_e32 v3, 0x7f7fffff
	v_cndmask_b32_e64 v10, v2, v3, s[0:1]
	v_mul_f32_e32 v2, 0.15915494, v7
	v_sin_f32_e32 v11, v2
	v_mul_f32_e32 v2, 0.15915494, v7
	v_cos_f32_e32 v2, v2
	buffer_store_dwordx2 v[4:5], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[10:11], v1, s[8:11], 0 offen offset:16
	buffer_store_dword v2, v1, s[8:11], 0 offen offset:24
	buffer_store_dword v4, v1, s[8:11], 0 offen offset:28
	s_endpgm
