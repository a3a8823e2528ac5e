; instructions: 21
; sgprs: 12
; vgprs: 10
; waitcnts: 2
; nops: 0
; code bytes: 136
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 5, v0
	v_lshlrev_b32_e32 v1, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[6:7], v1, s[4:7], 0 offen
	buffer_load_dword v2, v1, s[4:7], 0 offen offset:8
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v4, v6, v7, v2
	v_mad_f32 v2, v6, v7, v2
	v_cmp_eq_f32_e64 s[0:1], v2, v2
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_and_b32_e32 v5, v2, v3
	v_mul_legacy_f32_e32 v8, v6, v7
	v_mul_f32_e32 v2, v6, v7
	v_cmp_eq_f32_e64 s[0:1], v2, v2
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_and_b32_e32 v9, v2, v3
	buffer_store_dwordx2 v[4:5], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:8
	s_endpgm
