; instructions: 17
; sgprs: 6
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 104
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mul_lo_u32 v1, v2, 16
	v_add_u32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	global_atomic_add v3, v1, v2, s[4:5] glc
	global_atomic_umax v1, v1, v0, s[4:5] glc
	v_mul_lo_u32 v2, v2, 16
	v_add_u32_e32 v2, 12, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, 0
	global_atomic_cmpswap v3, v2, v[4:5], s[4:5] glc
	global_store_dword v2, v1, s[4:5]
	s_waitcnt vmcnt(1)
	global_store_dword v2, v3, s[4:5] offset:8
	s_endpgm
