; instructions: 35
; sgprs: 11
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_and_b32_e32 v2, 15, v4
	v_and_b32_e32 v1, 7, v4
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[4:5]
	s_load_dword s3, s[6:7], 0x0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, 34, v1
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v3, v1, s[4:5]
	s_load_dword s10, s[4:5], 0x3c
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v4, 2, v1
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_u32_e32 v5, s3, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, s10, v3
	global_store_dword v4, v5, s[8:9]
	v_add_u32_e32 v3, 1, v1
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v2, s[8:9]
	v_add_u32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_mov_b32_e32 v3, 0
	global_store_dword v2, v3, s[8:9]
	v_add_u32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 0
	global_store_dword v1, v2, s[8:9]
	s_endpgm
