; instructions: 25
; sgprs: 16
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 172
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v4, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_cmp_eq_u32_e64 s[0:1], v1, 0
	v_cmp_eq_u32_e64 s[4:5], v1, 4
	v_cmp_eq_u32_e64 s[6:7], v1, 8
	v_cndmask_b32_e64 v1, 25, 4, s[0:1]
	v_cndmask_b32_e64 v1, v1, 9, s[4:5]
	v_cndmask_b32_e64 v1, v1, 16, s[6:7]
	v_mov_b32_e32 v2, 0x6b
	v_mov_b32_e32 v3, 0x68
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_mov_b32_e32 v3, 0x69
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_mov_b32_e32 v3, 0x6a
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_add_u32_e32 v1, 0x67, v1
	v_add_u32_e32 v1, v1, v2
	buffer_store_dword v1, v4, s[12:15], 0 offen
	s_endpgm
