; instructions: 12
; sgprs: 12
; vgprs: 3
; waitcnts: 2
; nops: 0
; code bytes: 68
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v1, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 1
	global_atomic_add v1, v1, v2, s[8:9] glc
	s_endpgm
