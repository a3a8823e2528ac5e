; instructions: 13
; sgprs: 12
; vgprs: 8
; waitcnts: 2
; nops: 0
; code bytes: 76
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v4
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v5, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v0, v1
	v_add_u32_e32 v6, v2, v5
	v_sub_u32_e32 v7, v2, v3
	v_lshlrev_b32_e32 v4, 3, v4
	buffer_store_dwordx2 v[6:7], v4, s[8:11], 0 offen
	s_endpgm
