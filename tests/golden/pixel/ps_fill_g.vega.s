; instructions: 37
; sgprs: 12
; vgprs: 7
; waitcnts: 2
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dwordx2 s[8:9], s[2:3], 0x8
	s_load_dword s10, s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s10, 0xffff
	s_mul_i32 s11, s4, s11
	v_add_u32_e32 v2, s11, v0
	v_cvt_f32_u32_e32 v2, v2
	v_add_f32_e32 v2, 0.5, v2
	v_cvt_i32_f32_e32 v2, v2
	s_lshr_b32 s10, s10, 16
	s_mul_i32 s10, s5, s10
	v_add_u32_e32 v3, s10, v1
	v_cvt_f32_u32_e32 v3, v3
	v_add_f32_e32 v3, 0.5, v3
	v_cvt_i32_f32_e32 v3, v3
	s_load_dword s10, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v3, s10
	v_add_u32_e32 v6, v2, v4
	v_cvt_f32_i32_e32 v5, v2
	v_cvt_f32_i32_e32 v4, v3
	v_add_f32_e32 v3, v5, v4
	v_lshlrev_b32_e32 v2, 2, v6
	v_lshlrev_b32_e32 v6, 2, v2
	global_store_dword v6, v5, s[8:9]
	v_add_u32_e32 v5, 1, v2
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[8:9]
	v_add_u32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[8:9]
	v_mov_b32_e32 v3, 1.0
	v_add_u32_e32 v2, 3, v2
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v3, s[8:9]
	s_endpgm
