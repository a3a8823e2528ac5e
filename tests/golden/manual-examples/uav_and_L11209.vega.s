; instructions: 8
; sgprs: 8
; vgprs: 3
; waitcnts: 1
; nops: 0
; code bytes: 40
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b32 s3, s2, 0
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v1, s3, v1
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_and v1, v2, v1, s[4:5] glc
	s_endpgm
