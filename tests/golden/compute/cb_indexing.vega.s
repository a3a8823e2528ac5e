; instructions: 24
; sgprs: 10
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 140
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 3, v2
	v_and_b32_e32 v3, 15, v2
	v_and_b32_e32 v2, 7, v2
	v_mul_lo_u32 v3, v3, 4
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v3, s[6:7]
	s_load_dword s3, s[8:9], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v4, s3, v3
	v_add_u32_e32 v2, 8, v2
	v_mul_lo_u32 v2, v2, 4
	v_add_u32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[6:7]
	s_load_dword s3, s[6:7], 0x3c
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v5, s3, v2
	global_store_dwordx2 v1, v[4:5], s[4:5]
	s_endpgm
