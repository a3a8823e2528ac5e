; instructions: 24
; sgprs: 16
; vgprs: 5
; waitcnts: 1
; nops: 0
; code bytes: 140
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dword s9, s[2:3], 0x10
	s_load_dword s10, s[2:3], 0x18
	s_load_dword s7, s[0:1], 0x4
	s_load_dword s8, s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s10, s10, s6
	s_add_i32 s10, s10, s5
	s_mul_i32 s9, s10, s9
	s_add_i32 s9, s9, s4
	s_and_b32 s10, s7, 0xffff
	s_lshr_b32 s11, s7, 16
	s_and_b32 s8, s8, 0xffff
	s_mul_i32 s10, s10, s11
	s_mul_i32 s8, s10, s8
	s_mul_i32 s8, s9, s8
	s_and_b32 s9, s7, 0xffff
	s_lshr_b32 s7, s7, 16
	v_mad_u32_u24 v3, v2, s7, v1
	v_mad_u32_u24 v3, v3, s9, v0
	v_add_u32_e32 v4, s8, v3
	v_lshlrev_b32_e32 v4, 2, v4
	buffer_store_dword v3, v4, s[12:15], 0 offen
	s_endpgm
