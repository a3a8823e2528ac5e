; instructions: 27
; sgprs: 12
; vgprs: 11
; waitcnts: 2
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v2, 3, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[5:6], v2, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 5, v1
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v9, 0, 1.0, s[0:1]
	v_cmp_le_f32_e64 s[0:1], v5, v6
	v_cndmask_b32_e64 v10, 0, 1.0, s[0:1]
	v_and_b32_e32 v5, 2.0, v3
	v_and_b32_e32 v6, 2.0, v7
	buffer_store_dwordx2 v[3:4], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[5:6], v1, s[8:11], 0 offen offset:24
	s_endpgm
