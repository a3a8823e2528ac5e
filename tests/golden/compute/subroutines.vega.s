; instructions: 21
; sgprs: 12
; vgprs: 6
; waitcnts: 2
; nops: 0
; code bytes: 136
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v4, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v1, v1
	v_add_u32_e32 v3, v2, v1
	v_and_b32_e32 v2, 1, v1
	v_cmp_ne_u32_e64 s[0:1], v2, 0
	v_add_u32_e32 v5, 0x3e8, v3
	v_cndmask_b32_e64 v3, v3, v5, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v2, 0
	v_add_u32_e32 v2, 0x4e20, v3
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	v_mov_b32_e32 v3, 0x64
	v_cmp_lt_u32_e64 s[0:1], v3, v1
	v_add_u32_e32 v1, 5, v2
	v_cndmask_b32_e64 v1, v1, v2, s[0:1]
	buffer_store_dword v1, v4, s[8:11], 0 offen
	s_endpgm
