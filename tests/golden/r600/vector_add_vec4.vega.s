; instructions: 48
; sgprs: 6
; vgprs: 11
; waitcnts: 5
; nops: 0
; code bytes: 280
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v8, v6, s[4:5]
	v_add_u32_e32 v1, 1, v4
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v1, v1, s[4:5]
	v_add_u32_e32 v2, 2, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[4:5]
	v_add_u32_e32 v3, 3, v4
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_add_u32_e32 v5, 0x100, v4
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[4:5]
	v_add_u32_e32 v6, 0x101, v4
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	v_add_u32_e32 v7, 0x102, v4
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v9, v7, s[4:5]
	v_add_u32_e32 v7, 0x103, v4
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v10, v7, s[4:5]
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v7, v8, v5
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v5, v1, v6
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v3, v10
	v_add_u32_e32 v3, 0x200, v4
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v7, s[4:5]
	v_add_u32_e32 v3, 0x201, v4
	v_lshlrev_b32_e32 v6, 2, v3
	global_store_dword v6, v5, s[4:5]
	v_add_u32_e32 v7, 0x202, v4
	v_lshlrev_b32_e32 v9, 2, v7
	global_store_dword v9, v2, s[4:5]
	v_add_u32_e32 v2, 0x203, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
