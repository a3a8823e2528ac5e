; instructions: 19
; sgprs: 8
; vgprs: 3
; waitcnts: 1
; nops: 0
; code bytes: 96
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshl_add_u32 v1, s2, 6, v0
	ds_write_b32 v2, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v2, s[4:7], 0 offen
	s_endpgm
