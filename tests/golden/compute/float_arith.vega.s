; instructions: 25
; sgprs: 12
; vgprs: 18
; waitcnts: 2
; nops: 0
; code bytes: 164
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v16, s2, 6, v0
	v_lshlrev_b32_e32 v16, 5, v16
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v16, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v16, s[4:7], 0 offen offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v0, v4
	v_sub_f32_e32 v9, v1, v5
	v_mul_legacy_f32_e32 v10, v2, v6
	v_mad_legacy_f32 v11, v0, v5, v3
	v_mad_legacy_f32 v17, v0, v4, 0
	v_mad_legacy_f32 v17, v1, v5, v17
	v_add_f32_e32 v12, v10, v17
	v_mad_legacy_f32 v13, v3, v7, v12
	v_cmp_lt_f32_e64 s[0:1], v0, -1.0
	v_cndmask_b32_e64 v17, v0, -1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v17, 1.0
	v_cndmask_b32_e64 v17, v17, 1.0, s[0:1]
	v_max_f32_e32 v14, v17, v17
	v_fma_f32 v15, v1, v6, v7
	buffer_store_dwordx4 v[8:11], v16, s[8:11], 0 offen
	buffer_store_dwordx4 v[12:15], v16, s[8:11], 0 offen offset:16
	s_endpgm
