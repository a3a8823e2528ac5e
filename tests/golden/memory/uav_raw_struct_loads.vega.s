; instructions: 35
; sgprs: 8
; vgprs: 15
; waitcnts: 6
; nops: 0
; code bytes: 224
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[13:14], v5, s[4:5]
	global_load_dword v10, v5, s[4:5] offset:4
	global_load_dword v8, v5, s[4:5] offset:12
	v_mul_lo_u32 v1, v3, 32
	v_add_u32_e32 v1, 16, v1
	global_load_dword v2, v1, s[6:7]
	global_load_dwordx2 v[11:12], v1, s[6:7] offset:8
	v_mul_lo_u32 v3, v3, 32
	v_add_u32_e32 v3, 0, v3
	global_load_dword v4, v3, s[6:7]
	s_waitcnt vmcnt(5)
	global_store_dword v5, v13, s[4:5]
	global_store_dword v5, v14, s[4:5] offset:8
	v_mov_b32_e32 v6, 0
	global_store_dword v5, v6, s[4:5] offset:4
	v_mov_b32_e32 v6, 0
	global_store_dword v5, v6, s[4:5] offset:12
	v_mov_b32_e32 v9, 0
	s_waitcnt vmcnt(8)
	global_store_dwordx2 v5, v[9:10], s[4:5]
	v_mov_b32_e32 v7, 0
	s_waitcnt vmcnt(8)
	global_store_dwordx2 v5, v[7:8], s[4:5] offset:8
	s_waitcnt vmcnt(7)
	global_store_dword v1, v11, s[6:7]
	global_store_dword v1, v12, s[6:7] offset:4
	global_store_dword v1, v2, s[6:7] offset:8
	s_waitcnt vmcnt(9)
	global_store_dword v3, v4, s[6:7]
	s_endpgm
