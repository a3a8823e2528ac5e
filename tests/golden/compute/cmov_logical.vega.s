; instructions: 26
; sgprs: 8
; vgprs: 17
; waitcnts: 4
; nops: 0
; code bytes: 184
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v1, s2, 5, v0
	v_mul_lo_u32 v2, v1, 48
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[11:12], v2, s[4:5]
	global_load_dwordx2 v[5:6], v2, s[4:5] offset:8
	global_load_dwordx2 v[9:10], v2, s[4:5] offset:16
	global_load_dwordx2 v[3:4], v2, s[4:5] offset:24
	global_load_dwordx2 v[15:16], v2, s[4:5] offset:32
	global_load_dwordx2 v[7:8], v2, s[4:5] offset:40
	s_waitcnt vmcnt(5)
	v_cmp_ne_u32_e64 s[0:1], v11, 0
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v13, v15, v9, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v14, v16, v10, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v5, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v9, v7, v3, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v10, v8, v4, s[0:1]
	global_store_dwordx2 v1, v[13:14], s[6:7]
	global_store_dwordx2 v1, v[9:10], s[6:7] offset:8
	s_endpgm
