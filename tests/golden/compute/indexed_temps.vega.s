; instructions: 54
; sgprs: 28
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 396
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[20:27], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v4, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v2, 2, v1
	v_add_u32_e32 v1, 8, v2
	v_add_u32_e32 v2, 17, v2
	v_cmp_eq_u32_e64 s[0:1], v1, 0
	v_cmp_eq_u32_e64 s[4:5], v1, 4
	v_cmp_eq_u32_e64 s[6:7], v1, 8
	v_cmp_eq_u32_e64 s[8:9], v1, 12
	v_cmp_eq_u32_e64 s[10:11], v1, 16
	v_cmp_eq_u32_e64 s[12:13], v1, 20
	v_cmp_eq_u32_e64 s[14:15], v1, 24
	v_cmp_eq_u32_e64 s[16:17], v1, 28
	v_cndmask_b32_e64 v1, 0, 0, s[0:1]
	v_cndmask_b32_e64 v1, v1, 1, s[4:5]
	v_cndmask_b32_e64 v1, v1, 4, s[6:7]
	v_cndmask_b32_e64 v1, v1, 9, s[8:9]
	v_cndmask_b32_e64 v1, v1, 16, s[10:11]
	v_cndmask_b32_e64 v1, v1, 25, s[12:13]
	v_cndmask_b32_e64 v1, v1, 36, s[14:15]
	v_cndmask_b32_e64 v1, v1, 49, s[16:17]
	v_cmp_eq_u32_e64 s[0:1], v2, 1
	v_cmp_eq_u32_e64 s[4:5], v2, 5
	v_cmp_eq_u32_e64 s[6:7], v2, 9
	v_cmp_eq_u32_e64 s[8:9], v2, 13
	v_cmp_eq_u32_e64 s[10:11], v2, 17
	v_cmp_eq_u32_e64 s[12:13], v2, 21
	v_cmp_eq_u32_e64 s[14:15], v2, 25
	v_cmp_eq_u32_e64 s[16:17], v2, 29
	v_mov_b32_e32 v2, 0x64
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_mov_b32_e32 v3, 0x65
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_mov_b32_e32 v3, 0x66
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_mov_b32_e32 v3, 0x67
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_mov_b32_e32 v3, 0x68
	v_cndmask_b32_e64 v2, v2, v3, s[10:11]
	v_mov_b32_e32 v3, 0x69
	v_cndmask_b32_e64 v2, v2, v3, s[12:13]
	v_mov_b32_e32 v3, 0x6a
	v_cndmask_b32_e64 v2, v2, v3, s[14:15]
	v_mov_b32_e32 v3, 0x6b
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
	v_add_u32_e32 v1, 0x67, v1
	v_add_u32_e32 v1, v1, v2
	buffer_store_dword v1, v4, s[24:27], 0 offen
	s_endpgm
