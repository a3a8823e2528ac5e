; instructions: 19
; sgprs: 10
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 116
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 5, v0
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v1, s[4:5]
	global_load_dwordx2 v[2:3], v1, s[4:5] offset:8
	global_load_dwordx2 v[10:11], v1, s[6:7]
	global_load_dwordx2 v[6:7], v1, s[6:7] offset:8
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v4, v10
	v_add_f32_e32 v9, v5, v11
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v2, v6
	v_add_f32_e32 v5, v3, v7
	global_store_dwordx2 v1, v[8:9], s[8:9]
	global_store_dwordx2 v1, v[4:5], s[8:9] offset:8
	s_endpgm
