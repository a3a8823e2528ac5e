; instructions: 57
; sgprs: 20
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 408
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v1, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v2, 8, v1
	v_add_u32_e32 v3, 17, v1
	v_add_u32_e32 v1, 1, v4
	v_cmp_eq_u32_e64 s[0:1], v2, 0
	v_cmp_eq_u32_e64 s[6:7], v2, 4
	v_cmp_eq_u32_e64 s[8:9], v2, 8
	v_cmp_eq_u32_e64 s[10:11], v2, 12
	v_cmp_eq_u32_e64 s[12:13], v2, 16
	v_cmp_eq_u32_e64 s[14:15], v2, 20
	v_cmp_eq_u32_e64 s[16:17], v2, 24
	v_cmp_eq_u32_e64 s[18:19], v2, 28
	v_cndmask_b32_e64 v2, 0, 0, s[0:1]
	v_cndmask_b32_e64 v2, v2, 1, s[6:7]
	v_cndmask_b32_e64 v2, v2, 4, s[8:9]
	v_cndmask_b32_e64 v2, v2, 9, s[10:11]
	v_cndmask_b32_e64 v2, v2, 16, s[12:13]
	v_cndmask_b32_e64 v2, v2, 25, s[14:15]
	v_cndmask_b32_e64 v2, v2, 36, s[16:17]
	v_cndmask_b32_e64 v2, v2, 49, s[18:19]
	v_cmp_eq_u32_e64 s[0:1], v3, 1
	v_cmp_eq_u32_e64 s[6:7], v3, 5
	v_cmp_eq_u32_e64 s[8:9], v3, 9
	v_cmp_eq_u32_e64 s[10:11], v3, 13
	v_cmp_eq_u32_e64 s[12:13], v3, 17
	v_cmp_eq_u32_e64 s[14:15], v3, 21
	v_cmp_eq_u32_e64 s[16:17], v3, 25
	v_cmp_eq_u32_e64 s[18:19], v3, 29
	v_mov_b32_e32 v3, 0x64
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_mov_b32_e32 v4, 0x65
	v_cndmask_b32_e64 v3, v3, v4, s[6:7]
	v_mov_b32_e32 v4, 0x66
	v_cndmask_b32_e64 v3, v3, v4, s[8:9]
	v_mov_b32_e32 v4, 0x67
	v_cndmask_b32_e64 v3, v3, v4, s[10:11]
	v_mov_b32_e32 v4, 0x68
	v_cndmask_b32_e64 v3, v3, v4, s[12:13]
	v_mov_b32_e32 v4, 0x69
	v_cndmask_b32_e64 v3, v3, v4, s[14:15]
	v_mov_b32_e32 v4, 0x6a
	v_cndmask_b32_e64 v3, v3, v4, s[16:17]
	v_mov_b32_e32 v4, 0x6b
	v_cndmask_b32_e64 v3, v3, v4, s[18:19]
	v_add_u32_e32 v2, 0x67, v2
	v_add_u32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v2, s[4:5]
	s_endpgm
