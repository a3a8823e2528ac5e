; instructions: 15
; sgprs: 16
; vgprs: 13
; waitcnts: 2
; nops: 0
; code bytes: 88
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v12, s2, 5, v0
	v_lshlrev_b32_e32 v12, 4, v12
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v12, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v12, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v0, v4
	v_add_f32_e32 v9, v1, v5
	v_add_f32_e32 v10, v2, v6
	v_add_f32_e32 v11, v3, v7
	buffer_store_dwordx4 v[8:11], v12, s[12:15], 0 offen
	s_endpgm
