; instructions: 14
; sgprs: 12
; vgprs: 3
; waitcnts: 1
; nops: 0
; code bytes: 72
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dword s6, s[0:1], 0x10
	s_load_dword s5, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s6
	s_add_i32 s5, s5, s2
	s_lshl_b32 s6, s5, 7
	v_add_u32_e32 v1, s6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, s5
	buffer_store_dword v2, v1, s[8:11], 0 offen
	s_endpgm
