; instructions: 50
; sgprs: 6
; vgprs: 11
; waitcnts: 3
; nops: 0
; code bytes: 268
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v6, s[4:5]
	v_add_u32_e32 v2, 1, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[4:5]
	v_add_u32_e32 v3, 2, v4
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_add_u32_e32 v5, 3, v4
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[4:5]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v3, 31, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v1
	v_lshrrev_b64 v[9:10], v9, v[7:8]
	v_mov_b32_e32 v3, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 3, v5
	v_lshlrev_b32_e32 v5, 3, v5
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v10, 0
	v_lshrrev_b64 v[9:10], v9, v[7:8]
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v9, 13
	v_mov_b32_e32 v10, 0
	v_lshrrev_b64 v[7:8], v9, v[7:8]
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v1, v7
	v_add_u32_e32 v2, 0x100, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v3, s[4:5]
	v_add_u32_e32 v2, 0x101, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v5, s[4:5]
	v_add_u32_e32 v5, 0x102, v4
	v_lshlrev_b32_e32 v2, 2, v5
	global_store_dword v2, v6, s[4:5]
	v_add_u32_e32 v2, 0x103, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
