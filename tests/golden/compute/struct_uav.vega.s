; instructions: 17
; sgprs: 8
; vgprs: 7
; waitcnts: 3
; nops: 0
; code bytes: 104
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v1, s2, 6, v0
	v_mul_lo_u32 v2, v1, 16
	v_add_u32_e32 v2, 0, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[3:4], v2, s[4:5]
	global_load_dwordx2 v[5:6], v2, s[4:5] offset:8
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v2, v3, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v5, v2
	v_sub_u32_e32 v4, v5, v6
	v_mul_lo_u32 v1, v1, 8
	v_add_u32_e32 v1, 0, v1
	global_store_dwordx2 v1, v[3:4], s[6:7]
	s_endpgm
