; instructions: 23
; sgprs: 16
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 128
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	v_lshl_add_u32 v1, s2, 6, v0
	v_and_b32_e32 v2, 15, v1
	v_and_b32_e32 v3, 7, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[4:5]
	s_load_dword s3, s[6:7], 0x0
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, 34, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	s_load_dword s8, s[4:5], 0x3c
	v_lshlrev_b32_e32 v1, 3, v1
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_u32_e32 v4, s3, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, s8, v3
	buffer_store_dwordx2 v[4:5], v1, s[12:15], 0 offen
	s_endpgm
