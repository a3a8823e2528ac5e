; instructions: 19
; sgprs: 16
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 116
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v1, s2, 5, v0
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[2:3], v1, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[10:11], v1, s[8:11], 0 offen
	buffer_load_dwordx2 v[6:7], v1, s[8:11], 0 offen offset:8
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v4, v10
	v_add_f32_e32 v9, v5, v11
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v2, v6
	v_add_f32_e32 v5, v3, v7
	buffer_store_dwordx2 v[8:9], v1, s[12:15], 0 offen
	buffer_store_dwordx2 v[4:5], v1, s[12:15], 0 offen offset:8
	s_endpgm
