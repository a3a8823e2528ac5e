; instructions: 12
; sgprs: 16
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 80
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v1, s[8:11], 0 offen
	buffer_load_dword v3, v1, s[12:15], 0 offen
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_legacy_f32 v2, s3, v2, v3
	buffer_store_dword v2, v1, s[12:15], 0 offen
	s_endpgm
