; instructions: 11
; sgprs: 4
; vgprs: 5
; waitcnts: 0
; nops: 0
; code bytes: 56
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	v_lshl_add_u32 v1, s0, 6, v0
	s_lshl_b32 s3, s1, 0
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v2, s3, v2
	s_lshl_b32 s3, s2, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v3, s3, v3
	v_lshlrev_b32_e32 v4, 4, v0
	ds_write2_b32 v4, v1, v2 offset1:1
	ds_write_b32 v4, v3 offset:8
	s_endpgm
