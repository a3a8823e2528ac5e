; instructions: 30
; sgprs: 10
; vgprs: 6
; waitcnts: 1
; nops: 0
; code bytes: 152
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x8
	s_load_dword s5, s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	s_lshl_b32 s9, s3, 0
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v3, s9, v2
	s_lshl_b32 s9, s4, 0
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v2, s9, v2
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s8
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	v_add_u32_e32 v4, s5, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v4
	global_store_dword v5, v1, s[6:7]
	v_add_u32_e32 v5, 1, v4
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v3, s[6:7]
	v_add_u32_e32 v3, 2, v4
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v2, s[6:7]
	v_add_u32_e32 v2, 3, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	s_endpgm
