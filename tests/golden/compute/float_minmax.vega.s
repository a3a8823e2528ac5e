; instructions: 15
; sgprs: 12
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 84
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v2, 3, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[3:4], v2, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt vmcnt(0)
	v_min_f32_e32 v5, v3, v4
	v_max_f32_e32 v6, v3, v4
	v_min_f32_e32 v7, v3, v4
	v_max_f32_e32 v8, v3, v4
	buffer_store_dwordx2 v[5:6], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen offset:8
	s_endpgm
