; instructions: 18
; sgprs: 4
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 92
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v1, 2, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[2:3]
	v_add_u32_e32 v1, 1, v2
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v3, 0
	global_store_dword v1, v3, s[2:3]
	v_add_u32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v3, 0
	global_store_dword v1, v3, s[2:3]
	v_add_u32_e32 v1, 3, v2
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 0
	global_store_dword v1, v2, s[2:3]
	s_endpgm
