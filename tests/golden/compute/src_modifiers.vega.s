; instructions: 35
; sgprs: 8
; vgprs: 20
; waitcnts: 3
; nops: 0
; code bytes: 256
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v3
	v_lshlrev_b32_e32 v1, 6, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v2, s[4:5]
	global_load_dwordx2 v[4:5], v2, s[4:5] offset:8
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, 0x7fffffff, v6
	v_and_b32_e32 v11, 0x7fffffff, v7
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v14, 0x7fffffff, v4
	v_and_b32_e32 v15, 0x7fffffff, v5
	v_xor_b32_e32 v2, 0x80000000, v6
	v_xor_b32_e32 v8, 0x80000000, v5
	v_add_f32_e64 v9, v5, -v6
	v_add_f32_e64 v12, v4, -v7
	v_add_f32_e64 v13, v7, -v4
	v_add_f32_e64 v16, v6, -v5
	v_add_f32_e64 v17, |v6|, v7
	v_add_f32_e64 v18, |v7|, -v6
	v_add_f32_e64 v19, |v4|, -v5
	v_add_f32_e64 v3, |v5|, v4
	global_store_dwordx2 v1, v[10:11], s[6:7]
	global_store_dwordx2 v1, v[14:15], s[6:7] offset:8
	global_store_dword v1, v2, s[6:7] offset:16
	global_store_dword v1, v7, s[6:7] offset:20
	global_store_dword v1, v4, s[6:7] offset:24
	global_store_dwordx2 v1, v[8:9], s[6:7] offset:28
	global_store_dwordx2 v1, v[12:13], s[6:7] offset:36
	global_store_dwordx2 v1, v[16:17], s[6:7] offset:44
	global_store_dwordx2 v1, v[18:19], s[6:7] offset:52
	global_store_dword v1, v3, s[6:7] offset:60
	s_endpgm
