; instructions: 17
; sgprs: 12
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 88
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
	s_lshl_b32 s6, s5, 6
	v_add_u32_e32 v3, s6, v0
	v_lshlrev_b32_e32 v3, 4, v3
	buffer_store_dword v0, v3, s[8:11], 0 offen
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s5
	buffer_store_dwordx3 v[0:2], v3, s[8:11], 0 offen offset:4
	s_endpgm
