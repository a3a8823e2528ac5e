; instructions: 25
; sgprs: 12
; vgprs: 12
; waitcnts: 2
; nops: 0
; code bytes: 172
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v8, s2, 6, v0
	v_lshlrev_b32_e32 v9, 3, v8
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[10:11], v9, s[4:7], 0 offen
	v_lshlrev_b32_e32 v8, 5, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v0, 0, -1, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v4, 0, 1.0, s[0:1]
	v_cmp_le_f32_e64 s[0:1], v10, v11
	v_cndmask_b32_e64 v5, 0, 1.0, s[0:1]
	v_and_b32_e32 v6, 2.0, v0
	v_and_b32_e32 v7, 2.0, v2
	buffer_store_dwordx4 v[0:3], v8, s[8:11], 0 offen
	buffer_store_dwordx4 v[4:7], v8, s[8:11], 0 offen offset:16
	s_endpgm
