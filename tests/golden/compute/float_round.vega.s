; instructions: 20
; sgprs: 12
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 108
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v7, s2, 6, v0
	v_lshlrev_b32_e32 v8, 2, v7
	v_lshlrev_b32_e32 v7, 5, v7
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v3, v8, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_floor_f32_e32 v4, v3
	v_floor_f32_e32 v8, v3
	v_sub_f32_e32 v5, v3, v8
	v_rndne_f32_e32 v6, v3
	v_ceil_f32_e32 v0, v3
	v_trunc_f32_e32 v1, v3
	v_add_f32_e32 v8, 0.5, v3
	v_floor_f32_e32 v2, v8
	buffer_store_dwordx3 v[4:6], v7, s[8:11], 0 offen
	buffer_store_dword v4, v7, s[8:11], 0 offen offset:12
	buffer_store_dwordx4 v[0:3], v7, s[8:11], 0 offen offset:16
	s_endpgm
