; instructions: 68
; sgprs: 6
; vgprs: 15
; waitcnts: 6
; nops: 0
; code bytes: 392
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 5, v0
	v_lshlrev_b32_e32 v4, 1, v2
	v_add_u32_e32 v6, v4, v2
	v_lshlrev_b32_e32 v8, 2, v6
	v_lshlrev_b32_e32 v10, 2, v8
	s_waitcnt lgkmcnt(0)
	global_load_dword v12, v10, s[4:5]
	v_add_u32_e32 v1, 1, v8
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v1, v1, s[4:5]
	v_add_u32_e32 v3, 2, v8
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_add_u32_e32 v4, 3, v8
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[4:5]
	v_add_u32_e32 v5, 4, v8
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[4:5]
	v_add_u32_e32 v6, 5, v8
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	v_add_u32_e32 v7, 6, v8
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v7, v7, s[4:5]
	v_add_u32_e32 v9, 7, v8
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v9, v9, s[4:5]
	v_add_u32_e32 v10, 8, v8
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v10, v10, s[4:5]
	v_add_u32_e32 v11, 9, v8
	v_lshlrev_b32_e32 v11, 2, v11
	global_load_dword v11, v11, s[4:5]
	v_add_u32_e32 v13, 10, v8
	v_lshlrev_b32_e32 v13, 2, v13
	global_load_dword v13, v13, s[4:5]
	v_add_u32_e32 v8, 11, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v14, v8, s[4:5]
	s_waitcnt vmcnt(11)
	v_cmp_ne_u32_e64 s[0:1], v12, 0
	s_waitcnt vmcnt(3)
	v_cndmask_b32_e64 v8, v10, v5, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v1, 0
	s_waitcnt vmcnt(2)
	v_cndmask_b32_e64 v5, v11, v6, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v3, 0
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v3, v13, v7, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v4, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v14, v9, s[0:1]
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v4, 0x180, v2
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v8, s[4:5]
	v_add_u32_e32 v4, 0x181, v2
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v5, s[4:5]
	v_add_u32_e32 v4, 0x182, v2
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[4:5]
	v_add_u32_e32 v2, 0x183, v2
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
