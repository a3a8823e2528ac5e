; instructions: 11
; sgprs: 12
; vgprs: 3
; waitcnts: 2
; nops: 0
; code bytes: 60
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v1, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 1
	buffer_atomic_add v2, v1, s[8:11], 0 offen
	s_endpgm
