; instructions: 22
; sgprs: 9
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 120
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x8
	s_load_dword s5, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s8
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	v_add_u32_e32 v1, s5, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v1
	global_load_dword v2, v2, s[6:7]
	v_add_u32_e32 v3, 0x200, v1
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_add_u32_e32 v1, 0x400, v1
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v2, s[6:7]
	s_endpgm
