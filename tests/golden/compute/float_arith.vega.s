; instructions: 30
; sgprs: 12
; vgprs: 15
; waitcnts: 3
; nops: 0
; code bytes: 200
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 5, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[3:4], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[11:12], v1, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[13:14], v1, s[4:7], 0 offen offset:16
	buffer_load_dwordx2 v[5:6], v1, s[4:7], 0 offen offset:24
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v7, v3, v13
	v_sub_f32_e32 v8, v4, v14
	s_waitcnt vmcnt(0)
	v_mul_legacy_f32_e32 v9, v11, v5
	v_mad_legacy_f32 v10, v3, v14, v12
	v_mad_legacy_f32 v2, v3, v13, 0
	v_mad_legacy_f32 v2, v4, v14, v2
	v_add_f32_e32 v13, v9, v2
	v_mad_legacy_f32 v14, v12, v6, v13
	v_cmp_lt_f32_e64 s[0:1], v3, -1.0
	v_cndmask_b32_e64 v2, v3, -1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v2, 1.0
	v_cndmask_b32_e64 v2, v2, 1.0, s[0:1]
	v_max_f32_e32 v11, v2, v2
	v_fma_f32 v12, v4, v5, v6
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[13:14], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[11:12], v1, s[8:11], 0 offen offset:24
	s_endpgm
