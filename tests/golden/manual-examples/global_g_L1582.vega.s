; instructions: 25
; sgprs: 8
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 128
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dword s5, s[0:1], 0x4
	v_mov_b32_e32 v1, 16
	v_lshlrev_b32_e32 v2, 2, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s5, s4, s5
	v_add_u32_e32 v1, s5, v0
	v_cvt_f32_u32_e32 v1, v1
	v_add_f32_e32 v1, 0.5, v1
	v_cvt_i32_f32_e32 v4, v1
	global_load_dword v3, v2, s[6:7]
	v_mov_b32_e32 v2, 8
	v_lshlrev_b32_e32 v5, 2, v2
	v_lshlrev_b32_e32 v2, 2, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v1, v3
	global_store_dword v5, v3, s[6:7]
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_dword v3, v3, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v3
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	s_endpgm
