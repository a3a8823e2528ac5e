; instructions: 22
; sgprs: 12
; vgprs: 10
; waitcnts: 2
; nops: 0
; code bytes: 124
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v2, 2, v3
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v5, v2, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_floor_f32_e32 v6, v5
	v_floor_f32_e32 v2, v5
	v_sub_f32_e32 v7, v5, v2
	v_rndne_f32_e32 v2, v5
	v_ceil_f32_e32 v8, v5
	v_trunc_f32_e32 v9, v5
	v_add_f32_e32 v3, 0.5, v5
	v_floor_f32_e32 v4, v3
	buffer_store_dwordx2 v[6:7], v1, s[8:11], 0 offen
	buffer_store_dword v2, v1, s[8:11], 0 offen offset:8
	buffer_store_dword v6, v1, s[8:11], 0 offen offset:12
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[4:5], v1, s[8:11], 0 offen offset:24
	s_endpgm
