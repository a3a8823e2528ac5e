; instructions: 17
; sgprs: 8
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 100
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v2, 2, v3
	v_lshlrev_b32_e32 v1, 2, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[6:7]
	v_add_u32_e32 v3, 1, v2
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[6:7]
	s_load_dword s3, s[4:5], 0x0
	v_add_u32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_legacy_f32 v1, s3, v1, v3
	global_store_dword v2, v1, s[6:7]
	s_endpgm
