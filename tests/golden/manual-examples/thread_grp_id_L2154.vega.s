; instructions: 23
; sgprs: 9
; vgprs: 3
; waitcnts: 1
; nops: 0
; code bytes: 112
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_lshl_b32 s8, s2, 2
	v_mov_b32_e32 v1, s8
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, s2
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v2, s[6:7]
	s_add_u32 s5, s8, 1
	v_mov_b32_e32 v1, s5
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, s3
	global_store_dword v1, v2, s[6:7]
	s_add_u32 s5, s8, 2
	v_mov_b32_e32 v1, s5
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, s4
	global_store_dword v1, v2, s[6:7]
	s_add_u32 s5, s8, 3
	v_mov_b32_e32 v1, s5
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, s3
	global_store_dword v1, v2, s[6:7]
	s_endpgm
