; instructions: 29
; sgprs: 9
; vgprs: 3
; waitcnts: 1
; nops: 0
; code bytes: 144
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x8
	s_load_dword s5, s[0:1], 0x10
	v_mov_b32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s8
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 2
	v_mov_b32_e32 v2, s5
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	v_mov_b32_e32 v1, s3
	s_add_u32 s8, s5, 1
	v_mov_b32_e32 v2, s8
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	v_mov_b32_e32 v1, s4
	s_add_u32 s8, s5, 2
	v_mov_b32_e32 v2, s8
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	v_mov_b32_e32 v1, s2
	s_add_u32 s5, s5, 3
	v_mov_b32_e32 v2, s5
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[6:7]
	s_endpgm
