; instructions: 8
; sgprs: 8
; vgprs: 5
; waitcnts: 1
; nops: 0
; code bytes: 44
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v1, 4
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v0
	s_waitcnt lgkmcnt(0)
	global_atomic_cmpswap v1, v1, v[3:4], s[4:5] glc
	s_endpgm
