; instructions: 19
; sgprs: 12
; vgprs: 10
; waitcnts: 2
; nops: 0
; code bytes: 120
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v9, s2, 5, v0
	v_lshlrev_b32_e32 v7, 4, v9
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx3 v[0:2], v7, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v3, v0, v1, v2
	v_mad_f32 v8, v0, v1, v2
	v_cmp_eq_f32_e64 s[0:1], v8, v8
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_and_b32_e32 v4, v8, v9
	v_mul_legacy_f32_e32 v5, v0, v1
	v_mul_f32_e32 v8, v0, v1
	v_cmp_eq_f32_e64 s[0:1], v8, v8
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_and_b32_e32 v6, v8, v9
	buffer_store_dwordx4 v[3:6], v7, s[8:11], 0 offen
	s_endpgm
