; instructions: 19
; sgprs: 13
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 112
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_load_dword s5, s[0:1], 0x18
	s_load_dword s12, s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s12, s12, s4
	s_add_i32 s12, s12, s3
	s_mul_i32 s5, s12, s5
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	v_add_u32_e32 v1, s5, v0
	v_mul_lo_u32 v1, v1, 4
	global_load_dword v2, v1, s[6:7]
	global_load_dword v3, v1, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	global_store_dword v1, v2, s[10:11]
	s_endpgm
