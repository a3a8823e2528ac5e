; instructions: 28
; sgprs: 14
; vgprs: 5
; waitcnts: 1
; nops: 0
; code bytes: 168
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[8:9], s[2:3], 0x0
	s_load_dword s11, s[2:3], 0x8
	s_load_dword s12, s[2:3], 0x10
	s_load_dword s7, s[0:1], 0x4
	s_load_dword s10, s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s12, s12, s6
	s_add_i32 s12, s12, s5
	s_mul_i32 s11, s12, s11
	s_add_i32 s11, s11, s4
	s_and_b32 s12, s7, 0xffff
	s_lshr_b32 s13, s7, 16
	s_and_b32 s10, s10, 0xffff
	s_mul_i32 s12, s12, s13
	s_mul_i32 s10, s12, s10
	s_mul_i32 s10, s11, s10
	s_and_b32 s11, s7, 0xffff
	s_lshr_b32 s12, s7, 16
	v_mad_u32_u24 v3, v2, s12, v1
	v_mad_u32_u24 v3, v3, s11, v0
	v_add_u32_e32 v3, s10, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_and_b32 s10, s7, 0xffff
	s_lshr_b32 s7, s7, 16
	v_mad_u32_u24 v4, v2, s7, v1
	v_mad_u32_u24 v4, v4, s10, v0
	global_store_dword v3, v4, s[8:9]
	s_endpgm
