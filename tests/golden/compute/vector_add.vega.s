; instructions: 18
; sgprs: 20
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 100
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx4 s[16:19], s[0:1], 0x20
	s_load_dword s5, s[0:1], 0x30
	s_load_dword s6, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s6, s4
	s_add_i32 s6, s6, s3
	s_mul_i32 s5, s6, s5
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	v_add_u32_e32 v1, s5, v0
	v_lshlrev_b32_e32 v1, 2, v1
	buffer_load_dword v2, v1, s[8:11], 0 offen
	buffer_load_dword v3, v1, s[12:15], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	buffer_store_dword v2, v1, s[16:19], 0 offen
	s_endpgm
